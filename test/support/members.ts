import type { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import type { App } from 'supertest/types';
import { UserRecord } from '../../src/adapters/persistence/schemas/user.schema';
import { tableOf } from '../../src/adapters/persistence/tables';
import type { AccountVerificationLevel, UserType } from '../../src/domain/accounts/account';
import { unique } from './builders';
import { testHasher } from './test-app';

const users = tableOf(UserRecord);

export const MEMBER_PASSWORD = 'a-long-enough-password';

export interface MemberInput {
  /** Default: a fresh address at an industry domain. */
  email?: string;
  firstName?: string;
  lastName?: string;
  industryVerified?: boolean;
  userType?: UserType;
  subscriptionTier?: string;
  verificationLevel?: AccountVerificationLevel;
  createdAt?: Date;
}

/** Inserts a member, approved unless told otherwise (password MEMBER_PASSWORD). @returns its id and email. */
export async function insertMember(em: EntityManager, input: MemberInput = {}): Promise<{ id: string; email: string }> {
  const email = (input.email ?? `member-${unique()}@pfizer.com`).toLowerCase();
  const insert = users.query(em).insert(
    users.values({
      email,
      password_hash: await testHasher.hash(MEMBER_PASSWORD),
      first_name: input.firstName ?? 'Test',
      last_name: input.lastName ?? 'Member',
      company: 'Acme Biotech',
      job_title: 'Head of Outsourcing',
      user_type: input.userType ?? 'reviewer',
      verification_level: input.verificationLevel ?? 'verified',
      email_verified: true,
      industry_verified: input.industryVerified ?? true,
      subscription_tier: input.subscriptionTier ?? 'free',
      verified_at: new Date(),
      ...(input.createdAt ? { created_at: input.createdAt } : {}),
    }),
  );
  const [row] = await users.pick('id').returning(insert);
  return { id: row.id, email };
}

/** A supertest agent signed in as the member. */
export async function signedInAgent(server: App, email: string, password = MEMBER_PASSWORD): Promise<ReturnType<typeof request.agent>> {
  const agent = request.agent(server);
  await agent.post('/api/auth/login').send({ email, password }).expect(200);
  return agent;
}
