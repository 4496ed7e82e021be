import { CompanyNotFoundError } from '../directory/directory.errors';
import { FREE_MATCH_RESULTS } from '../subscriptions/entitlements';
import { MatchCandidates, type MatchedCompany } from './match-candidates.port';
import { NoRequirementYetError } from './matching.errors';
import { matchRequestOf, type ProjectMatch } from './match-run';
import { ProjectRequirements, type StoredRequirement } from './project-requirements.port';
import { describeMatch, rankCandidates, scoreCandidate, type RankedMatch } from './rank-matches';
import { criteriaGiven, projectFit, type FitResult } from './project-fit';

/** How one company scores for the member's last requirement, beside the top matches for it. */
export interface CheckMatchScoreResult {
  requirement: StoredRequirement;
  /** The company's match when it fits; when a criterion contradicts its facts, its verdicts alone. */
  company: { fits: true; match: RankedMatch<MatchedCompany>; rank: number } | { fits: false; company: MatchedCompany; fit: FitResult[] };
  /** The first FREE_MATCH_RESULTS matches for the requirement, computed now. */
  top: ProjectMatch[];
}

/**
 * "Check Match Score" on a profile: the company's fit, evidence and match score for the member's newest
 * requirement, computed now with the same formula as a run, its place among the candidates, and the top 3 for the
 * requirement. Nothing is stored and no appearance is counted.
 * @throws NoRequirementYetError before the member's first match; CompanyNotFoundError for an unknown or unlisted company.
 */
export class CheckMatchScore {
  constructor(
    private readonly candidates: MatchCandidates,
    private readonly requirements: ProjectRequirements,
  ) {}

  async execute(userId: string, companyId: string): Promise<CheckMatchScoreResult> {
    const requirement = await this.requirements.latest(userId);
    if (!requirement) throw new NoRequirementYetError();
    const request = matchRequestOf(requirement.requirement);
    const assessed = await this.candidates.assess(request, companyId);
    if (!assessed) throw new CompanyNotFoundError(companyId);
    const ranked = rankCandidates(await this.candidates.candidates(request, FREE_MATCH_RESULTS), request, FREE_MATCH_RESULTS);
    const topIds = ranked.map(({ candidate }) => candidate.id);
    const details = new Map((await this.candidates.details([...topIds, assessed.id])).map((company) => [company.id, company]));
    const company = details.get(assessed.id);
    if (!company) throw new CompanyNotFoundError(companyId);
    const top = ranked.flatMap(({ candidate, scores }) => {
      const found = details.get(candidate.id);
      return found ? [describeMatch(found, request, scores)] : [];
    });
    if (!assessed.fits || assessed.place === null) return { requirement, company: { fits: false, company, fit: projectFit(request, company) }, top };
    const scores = scoreCandidate(assessed, criteriaGiven(request), request.weights);
    return { requirement, company: { fits: true, match: describeMatch(company, request, scores), rank: assessed.place }, top };
  }
}
