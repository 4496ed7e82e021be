import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { App } from 'supertest/types';
import { knexOf } from '../../src/adapters/persistence/repositories/knex-of';
import { testHasher } from './test-app';

export const MEMBER_PASSWORD = 'a-long-enough-password';

export interface MemberInput {
  /** Default: a fresh address at an industry domain. */
  email?: string;
  firstName?: string;
  lastName?: string;
  industryVerified?: boolean;
  userType?: 'reviewer' | 'admin';
  subscriptionTier?: string;
  verificationLevel?: 'pending' | 'verified' | 'manual_review' | 'rejected';
}

/** Inserts a member, approved unless told otherwise (password MEMBER_PASSWORD). @returns its id and email. */
export async function insertMember(em: EntityManager, input: MemberInput = {}): Promise<{ id: string; email: string }> {
  const email = (input.email ?? `member-${randomUUID().slice(0, 8)}@pfizer.com`).toLowerCase();
  const [row]: { id: string }[] = await knexOf(em)('users')
    .insert({
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
    })
    .returning('id');
  return { id: row.id, email };
}

/** A supertest agent signed in as the member. */
export async function signedInAgent(server: App, email: string, password = MEMBER_PASSWORD): Promise<ReturnType<typeof request.agent>> {
  const agent = request.agent(server);
  await agent.post('/api/auth/login').send({ email, password }).expect(200);
  return agent;
}
