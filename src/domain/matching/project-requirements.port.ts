import type { ProjectRequirement } from './project-requirements';

/** Where buyers' requirements are kept (spec part 2 §3 "project_requirements"). */
export abstract class ProjectRequirements {
  /** Stores the requirement of `userId`; returns its id. */
  abstract save(userId: string, requirement: ProjectRequirement, createdAt: Date): Promise<string>;
}
