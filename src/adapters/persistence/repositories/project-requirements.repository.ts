import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { RATING_CATEGORIES } from '../../../domain/reviews/rating-categories';
import type { ProjectRequirement } from '../../../domain/matching/project-requirements';
import { ProjectRequirements } from '../../../domain/matching/project-requirements.port';
import { knexOf } from './knex-of';
import { RATING_COLUMNS } from './rating-columns';

/** Buyers' project requirements in `project_requirements`. */
@Injectable()
export class ProjectRequirementsRepository extends ProjectRequirements {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async save(userId: string, requirement: ProjectRequirement, createdAt: Date): Promise<string> {
    const weights = Object.fromEntries(RATING_CATEGORIES.map((c) => [`${RATING_COLUMNS[c]}_weight`, requirement.weights[c]]));
    const [row]: { id: string }[] = await knexOf(this.em)('project_requirements')
      .insert({
        user_id: userId,
        project_name: requirement.projectName,
        project_type: requirement.projectType,
        timeline: requirement.timeline,
        budget: requirement.budget,
        therapeutic_area: requirement.therapeuticArea,
        geography: requirement.geography,
        ...weights,
        created_at: createdAt,
      })
      .returning('id');
    return row.id;
  }
}
