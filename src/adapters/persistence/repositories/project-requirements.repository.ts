import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { WEIGHT_FIELDS, type ProjectRequirement } from '../../../domain/matching/project-requirements';
import { ProjectRequirements } from '../../../domain/matching/project-requirements.port';
import { RATING_CATEGORIES, type RatingCategory } from '../../../domain/reviews/rating-categories';
import { ProjectRequirementRecord } from '../schemas/project-requirement.schema';
import { tableOf, type PropertyValuesOf } from '../tables';

const requirements = tableOf(ProjectRequirementRecord);

/** Each weight's property is the requirement's field; the type makes the entity prove it has them all. */
const WEIGHT_PROPERTIES = WEIGHT_FIELDS satisfies Record<RatingCategory, keyof ProjectRequirementRecord>;

/** Buyers' project requirements in `project_requirements`. */
@Injectable()
export class ProjectRequirementsRepository extends ProjectRequirements {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async save(userId: string, requirement: ProjectRequirement, createdAt: Date): Promise<string> {
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
        ...requirements.ofProperties(weights),
        created_at: createdAt,
      }),
    );
    const [row] = await requirements.pick('id').returning(insert);
    return row.id;
  }
}
