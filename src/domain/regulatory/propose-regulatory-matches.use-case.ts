import { Clock } from '../shared/clock.port';
import { proposeCandidates } from './candidate-matching';
import { RegulatoryMatches } from './regulatory-matches.port';
import { WarningLetters } from './warning-letters.port';

/**
 * Compares every stored letter with every company and puts the new candidate pairs in the admin's queue
 * (pairs matched before, pending or decided, are left alone). Run after letters are imported or refreshed and
 * at start-up, so companies added since the last run are compared too.
 * @returns how many candidates entered the queue.
 */
export class ProposeRegulatoryMatches {
  constructor(
    private readonly letters: WarningLetters,
    private readonly matches: RegulatoryMatches,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<number> {
    const [letters, companies] = await Promise.all([this.letters.recipients(), this.matches.matchableCompanies()]);
    return this.matches.addCandidates(proposeCandidates(letters, companies), this.clock.now());
  }
}
