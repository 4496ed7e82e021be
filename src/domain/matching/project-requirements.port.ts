import type { MatchRun, ProjectMatch } from './match-run';
import type { ProjectRequirement } from './project-requirements';

/** A stored requirement: its id and what was asked. */
export interface StoredRequirement {
  id: string;
  requirement: ProjectRequirement;
  createdAt: Date;
}

/** Where members' requirements and their match runs are kept (`project_requirements`). */
export abstract class ProjectRequirements {
  /** Stores the requirement of `userId` with its results as computed now; returns its id. */
  abstract save(userId: string, run: { requirement: ProjectRequirement; limit: number; matches: readonly ProjectMatch[] }, createdAt: Date): Promise<string>;
  /** The member's stored run; null for another member's, an unknown or a malformed id. */
  abstract findRun(userId: string, id: string): Promise<MatchRun | null>;
  /** The member's newest requirement; null before their first match. */
  abstract latest(userId: string): Promise<StoredRequirement | null>;
}
