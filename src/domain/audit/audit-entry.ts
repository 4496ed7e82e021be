import type { ModerationDecision } from '../moderation/moderation';

/**
 * The audit log of admin actions (docs/administration.md: who decided or changed what, when). Every moderation
 * decision of the five queues and every change to a listed company is one entry.
 */

/** What an entry is about: an item of one of the moderation queues, a company, or a vendor's response to a review. */
export const AUDIT_SUBJECTS = [
  'user',
  'verification_request',
  'review',
  'vendor_account',
  'company_submission',
  'company',
  'review_response',
  'regulatory_match',
  'company_fact_proposal',
  'rfp',
] as const;
export type AuditSubject = (typeof AUDIT_SUBJECTS)[number];

/**
 * What an admin did to the subject: moderation decisions, company changes, takedowns of published reviews and
 * responses (and putting them back), and a member's suspension, reinstatement, plan or role change.
 */
export const AUDIT_VERBS = [
  'approved',
  'rejected',
  'merged',
  'edited',
  'unlisted',
  'relisted',
  'unpublished',
  'republished',
  'suspended',
  'reinstated',
  'plan_changed',
  'role_changed',
  // What happens to a request for proposal (docs/rfps.md#audit-log): by the buyer, a vendor, or the review job.
  'sent',
  'invitation_sent',
  'claimed',
  'viewed',
  'bid_submitted',
  'bid_revised',
  'declined',
  'question_asked',
  'question_answered',
  'awarded',
  'closed',
  'review_invited',
] as const;
export type AuditVerb = (typeof AUDIT_VERBS)[number];

/** One admin action as recorded. */
export interface AuditEntry {
  actorId: string;
  subjectType: AuditSubject;
  subjectId: string;
  verb: AuditVerb;
  /** A readable name of the subject at the time (company name, email), kept when the subject is gone. */
  subjectLabel: string | null;
  /** The admin's notes or reason (trimmed), or null. */
  notes: string | null;
  /** What changed, e.g. a company's edited fields `{ field: { from, to } }`; null when nothing more. */
  details: Record<string, unknown> | null;
  at: Date;
}

/** An entry read back, with the acting admin's email (both null once that account is gone). */
export interface RecordedAuditEntry extends Omit<AuditEntry, 'actorId'> {
  id: string;
  actorId: string | null;
  actorEmail: string | null;
}

/** `company.unlisted`: how an entry's action reads in the API and on screen. */
export function auditAction(entry: Pick<AuditEntry, 'subjectType' | 'verb'>): string {
  return `${entry.subjectType}.${entry.verb}`;
}

/** The entry of a moderation decision on a queue item: approved or rejected, by whom, when, with the notes. */
export function decisionEntry(
  subjectType: Exclude<AuditSubject, 'company' | 'review_response'>,
  subject: { id: string; label: string | null },
  decision: ModerationDecision,
  details: Record<string, unknown> | null = null,
): AuditEntry {
  return {
    actorId: decision.moderatorId,
    subjectType,
    subjectId: subject.id,
    verb: decision.verdict,
    subjectLabel: subject.label,
    notes: decision.notes,
    details,
    at: decision.decidedAt,
  };
}
