import { DomainError } from '../shared/domain-error';

/** What the matching endpoints answer when something is missing. */
export const MATCHING_ANSWERS = {
  runNotFound: 'Match results not found',
  noRequirementYet: 'Run a match first: the score is computed for your last project requirement',
} as const;

/** No stored run of this member has the id (another member's runs answer the same). */
export class MatchRunNotFoundError extends DomainError {
  readonly code = 'MATCHING.RUN_NOT_FOUND' as const;
  readonly kind = 'not_found' as const;
  constructor() {
    super(MATCHING_ANSWERS.runNotFound);
  }
}

/** The member asked for a company's match score before running any match. */
export class NoRequirementYetError extends DomainError {
  readonly code = 'MATCHING.NO_REQUIREMENT_YET' as const;
  readonly kind = 'not_found' as const;
  constructor() {
    super(MATCHING_ANSWERS.noRequirementYet);
  }
}
