import { classifyEmailDomain, type EmailDomainFacts } from '../verification/email-domain';
import type { ApprovalPath } from './account';
import { withReturnTo } from './return-to';

/**
 * The one rule for what a confirmed email does to its application (docs/accounts.md): an address the
 * verification module classifies `verified` (industry, academic, government) is approved on confirmation;
 * every other waits for an admin. Sign-up states it to the applicant; confirmation applies it.
 */
export function approvalPathOf(email: string, facts: EmailDomainFacts): ApprovalPath {
  return classifyEmailDomain(email, facts).level === 'verified' ? 'automatic' : 'review';
}

/**
 * The confirmation link of a token: `${appUrl}/api/auth/confirm-email?token=…`, with `&returnTo=…` when the
 * applicant came from a page of the site to return to after signing in (return-to.ts; an unsafe one is left out).
 */
export function confirmationLink(appUrl: string, token: string, returnTo?: string | null): string {
  return withReturnTo(`${appUrl}/api/auth/confirm-email?token=${encodeURIComponent(token)}`, returnTo);
}
