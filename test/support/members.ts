import type { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import type { App } from 'supertest/types';
import { knexOf } from '../../src/adapters/persistence/repositories/knex-of';
import { testHasher } from './test-app';

export const MEMBER_PASSWORD = 'a-long-enough-password';

export interface MemberInput {
  email: string;
  firstName?: string;
  lastName?: string;
  industryVerified?: boolean;
  userType?: 'reviewer' | 'admin';
  subscriptionTier?: string;
}

/** Inserts an approved member (password MEMBER_PASSWORD). @returns the user id. */
export async function insertMember(em: EntityManager, input: MemberInput): Promise<string> {
  const [row]: { id: string }[] = await knexOf(em)('users')
    .insert({
      email: input.email.toLowerCase(),
      password_hash: await testHasher.hash(MEMBER_PASSWORD),
      first_name: input.firstName ?? 'Test',
      last_name: input.lastName ?? 'Member',
      company: 'Acme Biotech',
      job_title: 'Head of Outsourcing',
      user_type: input.userType ?? 'reviewer',
      verification_level: 'verified',
      email_verified: true,
      industry_verified: input.industryVerified ?? true,
      subscription_tier: input.subscriptionTier ?? 'free',
      verified_at: new Date(),
    })
    .returning('id');
  return row.id;
}

/** A supertest agent signed in as the member. */
export async function signedInAgent(server: App, email: string, password = MEMBER_PASSWORD): Promise<ReturnType<typeof request.agent>> {
  const agent = request.agent(server);
  await agent.post('/api/auth/login').send({ email, password }).expect(200);
  return agent;
}
