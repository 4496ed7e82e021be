import type { CompanyType } from '../directory/taxonomy';
import type { WarningLetter } from './warning-letter';

/**
 * A proposed pairing of a warning letter and a directory company. The system proposes (`pending`); an admin,
 * or the project's reviewed mapping shipped as data, confirms or rejects it once. Only confirmed matches are
 * part of a company's regulatory record.
 */
export const MATCH_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/** Who decided: an admin in the queue, or the reviewed mapping shipped in data/regulatory. */
export type MatchOrigin = 'proposed' | 'dataset';

/** A candidate as the admin queue shows it: the letter, the company and the name that matched. */
export interface RegulatoryMatch {
  id: string;
  letter: WarningLetter;
  company: { id: string; name: string; type: CompanyType; location: string; country: string; website: string | null };
  matchedName: string;
  status: MatchStatus;
  proposedAt: Date;
}

/** The statuses a decision leaves: an approval confirms the match. */
export const DECIDED_MATCH_STATUS = { approved: 'confirmed', rejected: 'rejected' } as const;
export type DecidedMatchStatus = (typeof DECIDED_MATCH_STATUS)[keyof typeof DECIDED_MATCH_STATUS];
