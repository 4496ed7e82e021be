import type { CompanyListing } from '../directory/company';
import { publicRatingsOf } from '../directory/public-ratings';
import { PRIOR_WEIGHT } from '../reviews/rank-score';
import { ANONYMITY_THRESHOLD } from '../reviews/review-page';
import { RATING_CATEGORIES, RATING_CATEGORY_LABELS, type RatingCategory } from '../reviews/rating-categories';

/**
 * One score of an exported company: its label, its average out of 10 (null without ratings) and its evidence
 * count; a category's average and count are null while the company is below the anonymity threshold.
 */
export interface ExportedScore {
  key: RatingCategory | 'overall';
  label: string;
  average: number | null;
  count: number | null;
}

/** A shortlisted company as the export shows it (DECISIONS §13). */
export interface ExportedCompany {
  name: string;
  type: string;
  headquarters: string;
  country: string;
  website: string | null;
  reviewCount: number;
  /** The evidence-weighted score (0-10) once the directory serves one (§12); null otherwise. */
  rankScore: number | null;
  /** Overall first, then the eight categories in the spec's order. */
  scores: ExportedScore[];
  /** Whether the category scores are public (false below the anonymity threshold: only the overall is). */
  categoriesShown: boolean;
  services: string[];
  therapeuticAreas: string[];
  moleculeTypes: string[];
}

/** The export of a shortlist: a title, the date, how to read the scores, and one entry per company. */
export interface ShortlistReport {
  title: string;
  generatedAt: Date;
  notes: string[];
  companies: ExportedCompany[];
}

/** "2026-11-25": the export's date, in UTC. */
export function reportDate(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/**
 * The export of `companies` (shortlist order) made at `generatedAt`: titled and dated, stating that scores
 * come from anonymous verified reviews and how they are computed (DECISIONS §11 "Averages", §12).
 */
export function shortlistReport(companies: readonly CompanyListing[], generatedAt: Date): ShortlistReport {
  const notes = [
    'Scores come from anonymous reviews by verified industry professionals, approved by BioVetted moderators. Each score is out of 10; n is the number of reviews behind it.',
    "A category score is the mean of that category's ratings. Overall is the mean, over reviews, of each review's mean rating. Empty means no review rated it yet.",
    `Category scores are shown once a company has ${ANONYMITY_THRESHOLD} published member reviews; until then only the overall score is, so that no reviewer can be recognised by their ratings.`,
    `Rank score weighs the overall score by its evidence: (${PRIOR_WEIGHT} x platform mean + n x overall) / (${PRIOR_WEIGHT} + n), so a few reviews move it less than many (see BioVetted's Scoring Methodology).`,
    'Facts (type, headquarters, services, therapeutic areas, molecule types) come from public sources listed on each BioVetted profile.',
  ];
  return {
    title: 'BioVetted shortlist',
    generatedAt,
    notes,
    companies: companies.map((company) => exportedCompany(company)),
  };
}

/** One company of the export, its scores as publicRatingsOf shows them. */
function exportedCompany(company: CompanyListing): ExportedCompany {
  const ratings = publicRatingsOf(company);
  return {
    name: company.name,
    type: company.type,
    headquarters: company.location,
    country: company.country,
    website: company.website,
    reviewCount: company.reviewCount,
    rankScore: company.rankScore,
    scores: (['overall', ...RATING_CATEGORIES] as const).map((key) => ({
      key,
      label: key === 'overall' ? 'Overall' : RATING_CATEGORY_LABELS[key],
      average: ratings.averageRatings[key],
      count: ratings.ratingCounts[key],
    })),
    categoriesShown: ratings.categoriesShown,
    services: [...company.services],
    therapeuticAreas: [...company.therapeuticAreas],
    moleculeTypes: [...company.moleculeTypes],
  };
}

/** A score as the export writes it: one decimal, like the screens; empty without ratings. */
export function formatScore(value: number | null): string {
  return value === null ? '' : value.toFixed(1);
}

/**
 * The report as a table: a header row, then one row per company (name, type, HQ, country, website, reviews,
 * rank score, then each score and its n, then the lists joined with "; ").
 */
export function shortlistTable(report: ShortlistReport): string[][] {
  const scoreLabels = report.companies[0]?.scores ?? (['overall', ...RATING_CATEGORIES] as const).map((key) => ({ label: key === 'overall' ? 'Overall' : RATING_CATEGORY_LABELS[key] }));
  const header = [
    'Name',
    'Type',
    'Headquarters',
    'Country',
    'Website',
    'Reviews',
    'Rank score',
    ...scoreLabels.flatMap((score) => [score.label, `${score.label} (n)`]),
    'Services',
    'Therapeutic areas',
    'Molecule types',
  ];
  const rows = report.companies.map((company) => [
    company.name,
    company.type,
    company.headquarters,
    company.country,
    company.website ?? '',
    String(company.reviewCount),
    formatScore(company.rankScore),
    ...company.scores.flatMap((score) => [formatScore(score.average), score.count === null ? '' : String(score.count)]),
    company.services.join('; '),
    company.therapeuticAreas.join('; '),
    company.moleculeTypes.join('; '),
  ]);
  return [header, ...rows];
}
