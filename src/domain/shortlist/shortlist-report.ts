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

/** A shortlisted company as the export shows it. */
export interface ExportedCompany {
  name: string;
  type: string;
  headquarters: string;
  country: string;
  website: string | null;
  reviewCount: number;
  /** The evidence-weighted score (0-10) once the directory serves one (docs/directory.md); null otherwise. */
  rankScore: number | null;
  /** Overall first, then the eight categories in the spec's order. */
  scores: ExportedScore[];
  /** Whether the category scores are public (false below the anonymity threshold: only the overall is). */
  categoriesShown: boolean;
  services: string[];
  therapeuticAreas: string[];
  moleculeTypes: string[];
  /** Where the company stands in the project and the team's note on it (project exports only). */
  entry?: { status: string; note: string | null };
}

/**
 * The export of a shortlist or a project: a title, the date, how to read the scores (the PDF prints them; the CSV is
 * the table alone), one entry per company, and the file's name without its extension. A project's export adds each
 * company's status and note (`withEntries`).
 */
export interface ShortlistReport {
  title: string;
  fileStem: string;
  generatedAt: Date;
  notes: string[];
  companies: ExportedCompany[];
  withEntries: boolean;
}

/** "2026-11-25": the export's date, in UTC. */
export function reportDate(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** How to read an export's scores: where they come from and how they are computed. */
export function scoreNotes(): string[] {
  return [
    'Scores come from anonymous reviews by verified industry professionals, approved by BioVetted moderators. Each score is out of 10; n is the number of reviews behind it.',
    "A category score is the mean of that category's ratings. Overall is the mean, over reviews, of each review's mean rating. Empty means no review rated it yet.",
    `Category scores are shown once a company has ${ANONYMITY_THRESHOLD} published member reviews; until then only the overall score is, so that no reviewer can be recognised by their ratings.`,
    `Rank score weighs the overall score by its evidence: (${PRIOR_WEIGHT} x platform mean + n x overall) / (${PRIOR_WEIGHT} + n), so a few reviews move it less than many (see BioVetted's Scoring Methodology).`,
    'Facts (type, headquarters, services, therapeutic areas, molecule types) come from public sources listed on each BioVetted profile.',
  ];
}

/**
 * The export of `companies` (shortlist order) made at `generatedAt`: titled and dated, stating that scores
 * come from anonymous verified reviews and how they are computed.
 */
export function shortlistReport(companies: readonly CompanyListing[], generatedAt: Date): ShortlistReport {
  return {
    title: 'BioVetted shortlist',
    fileStem: 'biovetted-shortlist',
    generatedAt,
    notes: scoreNotes(),
    companies: companies.map((company) => exportedCompany(company)),
    withEntries: false,
  };
}

/** One company of the export, its scores as publicRatingsOf shows them. */
export function exportedCompany(company: CompanyListing): ExportedCompany {
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
 * rank score, then each score and its n, then the lists joined with "; ", then for a project its status and note).
 */
export function shortlistTable(report: ShortlistReport): string[][] {
  const scoreLabels =
    report.companies[0]?.scores ?? (['overall', ...RATING_CATEGORIES] as const).map((key) => ({ label: key === 'overall' ? 'Overall' : RATING_CATEGORY_LABELS[key] }));
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
    ...(report.withEntries ? ['Status', 'Note'] : []),
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
    ...(report.withEntries ? [company.entry?.status ?? '', company.entry?.note ?? ''] : []),
  ]);
  return [header, ...rows];
}
