import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Region } from '../../../domain/directory/taxonomy';
import type { MatchRun, ProjectMatch } from '../../../domain/matching/match-run';
import { WEIGHT_FIELDS, type MatchWeights, type ProjectRequirement } from '../../../domain/matching/project-requirements';
import { ProjectRequirements, type StoredRequirement } from '../../../domain/matching/project-requirements.port';
import { regionNamed } from '../../../domain/directory/regions';
import { RATING_CATEGORIES, type RatingCategory } from '../../../domain/reviews/rating-categories';
import { ProjectRequirementRecord } from '../schemas/project-requirement.schema';
import { columnName, tableOf, type PropertyValuesOf, type RowOf } from '../tables';
import { isUuid } from './uuid';

const requirements = tableOf(ProjectRequirementRecord);

/** Each weight's property is the requirement's field; the type makes the entity prove it has them all. */
const WEIGHT_PROPERTIES = WEIGHT_FIELDS satisfies Record<RatingCategory, keyof ProjectRequirementRecord>;

type RequirementRow = RowOf<ProjectRequirementRecord>;

/** The requirement of a stored row (rows stored before regions held service-location names: read as regions). */
function requirementOf(row: RequirementRow): ProjectRequirement {
  const weights = Object.fromEntries(
    RATING_CATEGORIES.map((category) => [category, row[columnName(WEIGHT_PROPERTIES[category]) as keyof RequirementRow] as number]),
  ) as MatchWeights;
  return {
    projectName: row.project_name,
    projectType: row.project_type as ProjectRequirement['projectType'],
    timeline: row.timeline as ProjectRequirement['timeline'],
    budget: row.budget as ProjectRequirement['budget'],
    therapeuticArea: row.therapeutic_area as ProjectRequirement['therapeuticArea'],
    geography: row.geography ? (regionNamed(row.geography) as Region | null) : null,
    moleculeType: row.molecule_type as ProjectRequirement['moleculeType'],
    developmentPhase: row.development_phase as ProjectRequirement['developmentPhase'],
    scale: row.scale as ProjectRequirement['scale'],
    excludeFdaWarningLetters: row.exclude_fda_warning_letters,
    weights,
  };
}

/** Members' project requirements and their match runs in `project_requirements`. */
@Injectable()
export class ProjectRequirementsRepository extends ProjectRequirements {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async save(userId: string, run: { requirement: ProjectRequirement; limit: number; matches: readonly ProjectMatch[] }, createdAt: Date): Promise<string> {
    const { requirement } = run;
    const weights = Object.fromEntries(
      RATING_CATEGORIES.map((category) => [WEIGHT_PROPERTIES[category], requirement.weights[category]]),
    ) as PropertyValuesOf<ProjectRequirementRecord>;
    const insert = requirements.query(this.em).insert(
      requirements.values({
        user_id: userId,
        project_name: requirement.projectName,
        project_type: requirement.projectType,
        timeline: requirement.timeline,
        budget: requirement.budget,
        therapeutic_area: requirement.therapeuticArea,
        geography: requirement.geography,
        molecule_type: requirement.moleculeType,
        development_phase: requirement.developmentPhase,
        scale: requirement.scale,
        exclude_fda_warning_letters: requirement.excludeFdaWarningLetters,
        ...requirements.ofProperties(weights),
        results: [...run.matches],
        result_limit: run.limit,
        created_at: createdAt,
      }),
    );
    const [row] = await requirements.pick('id').returning(insert);
    return row.id;
  }

  async findRun(userId: string, id: string): Promise<MatchRun | null> {
    if (!isUuid(id)) return null;
    const row = await requirements.all().first(requirements.query(this.em).where({ id, user_id: userId }));
    if (!row) return null;
    return {
      id: row.id,
      requirement: requirementOf(row),
      createdAt: new Date(row.created_at),
      limit: row.result_limit ?? 0,
      matches: (row.results ?? []) as ProjectMatch[],
    };
  }

  async latest(userId: string): Promise<StoredRequirement | null> {
    const row = await requirements.all().first(
      requirements
        .query(this.em)
        .where({ user_id: userId })
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ]),
    );
    return row ? { id: row.id, requirement: requirementOf(row), createdAt: new Date(row.created_at) } : null;
  }
}
