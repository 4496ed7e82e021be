import type { CompanyType } from '../../../domain/directory/taxonomy';
import { RATING_CATEGORIES, RATING_CATEGORY_LABELS, type RatingCategory, type Ratings } from '../../../domain/reviews/rating-categories';
import { EXPERIENCE_TYPES, PROJECT_DURATIONS, PROJECT_SIZES, type ExperienceType, type ProjectDuration, type ProjectSize } from '../../../domain/reviews/review';

/** A generated demo review, always approved and flagged `isDemo` (docs/data-and-discovery.md). */
export interface DemoReview extends Ratings {
  companyId: string;
  serviceType: CompanyType;
  experienceType: ExperienceType;
  projectSize: ProjectSize;
  projectDuration: ProjectDuration;
  workTimeframe: 'Within 2 years';
  comments: string;
  createdAt: Date;
}

/** 32-bit FNV-1a hash of a string: the per-company seed, so output does not depend on input order. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small deterministic PRNG returning floats in [0, 1). */
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)];
const DAY_MS = 86_400_000;

/** Categories reviewers often leave as not applicable in generated data. */
const OFTEN_NOT_APPLICABLE: readonly RatingCategory[] = ['changeOrders', 'contractNegotiation', 'regulatoryCompliance'];

/**
 * Generates demo reviews for roughly two thirds of `companies`, deterministically from each company's
 * name and `now` (same input, same output). Each chosen company gets 1-9 reviews spread over the two
 * years before `now`, with ratings 1-10 around a per-company level and some categories not applicable.
 * The text says plainly that it is generated sample data, never a person's experience.
 */
export function generateDemoReviews(companies: readonly { id: string; name: string; type: CompanyType }[], now: Date): DemoReview[] {
  const reviews: DemoReview[] = [];
  for (const company of companies) {
    const random = mulberry32(fnv1a(company.name));
    if (random() < 1 / 3) continue;
    const level = 5 + random() * 4; // the company's typical rating, 5-9 out of 10
    const bias = Object.fromEntries(RATING_CATEGORIES.map((c) => [c, (random() - 0.5) * 2])) as Record<RatingCategory, number>;
    const count = 1 + Math.floor(random() * 9);
    for (let n = 0; n < count; n++) {
      const ratings = {} as Ratings;
      for (const category of RATING_CATEGORIES) {
        const notApplicable = OFTEN_NOT_APPLICABLE.includes(category) && random() < 0.2;
        const value = Math.round(level + bias[category] + (random() - 0.5) * 3);
        ratings[category] = notApplicable ? null : Math.min(10, Math.max(1, value));
      }
      const rated = RATING_CATEGORIES.filter((c) => ratings[c] !== null);
      const best = rated.reduce((a, b) => ((ratings[b] ?? 0) > (ratings[a] ?? 0) ? b : a));
      const worst = rated.reduce((a, b) => ((ratings[b] ?? 11) < (ratings[a] ?? 11) ? b : a));
      const projectSize = pick(random, PROJECT_SIZES);
      const projectDuration = pick(random, PROJECT_DURATIONS);
      const experienceType = random() < 0.8 ? EXPERIENCE_TYPES[0] : EXPERIENCE_TYPES[1];
      const ageDays = Math.floor(random() ** 1.6 * 730);
      reviews.push({
        companyId: company.id,
        serviceType: company.type,
        experienceType,
        projectSize,
        projectDuration,
        workTimeframe: 'Within 2 years',
        ...ratings,
        comments:
          `Generated sample text for demonstration, not a real reviewer's experience. It stands in for a ` +
          `${projectSize.toLowerCase()} ${experienceType === 'rfp' ? 'RFP evaluation' : 'project'} (${projectDuration}); ` +
          `its ratings are highest for ${RATING_CATEGORY_LABELS[best].toLowerCase()} and lowest for ` +
          `${RATING_CATEGORY_LABELS[worst].toLowerCase()}.`,
        createdAt: new Date(now.getTime() - ageDays * DAY_MS - Math.floor(random() * DAY_MS)),
      });
    }
  }
  return reviews;
}
