import { CompanyRatings } from './company-ratings.port';
import { PRIOR_WEIGHT, type PlatformMeans } from './rank-score';

/** The figures behind every evidence-weighted score (docs/directory.md `GET /api/methodology`). */
export interface ScoringMethodology {
  /** C, in reviews. */
  priorWeight: number;
  /** m per dimension, out of 10; null where no approved review rated it. */
  platformMeans: PlatformMeans;
}

/** Reads the prior weight and the current platform means, so anyone can recompute a rankScore. */
export class GetScoringMethodology {
  constructor(private readonly ratings: CompanyRatings) {}

  async execute(): Promise<ScoringMethodology> {
    return { priorWeight: PRIOR_WEIGHT, platformMeans: await this.ratings.platformMeans() };
  }
}
