import { MatchRunNotFoundError } from './matching.errors';
import type { MatchRun } from './match-run';
import { ProjectRequirements } from './project-requirements.port';

/**
 * A member's stored match run: the requirement and the results as computed then (what /find-match/{id} shows).
 * @throws MatchRunNotFoundError for another member's run, an unknown or a malformed id (404 alike).
 */
export class GetMatchRun {
  constructor(private readonly requirements: ProjectRequirements) {}

  async execute(userId: string, id: string): Promise<MatchRun> {
    const run = await this.requirements.findRun(userId, id);
    if (!run) throw new MatchRunNotFoundError();
    return run;
  }
}
