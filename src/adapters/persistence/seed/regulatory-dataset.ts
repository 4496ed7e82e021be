import type { EntityManager } from '@mikro-orm/postgresql';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { companyNameKey } from '../../../domain/directory/company-name';
import { ImportWarningLetters, type WarningLetterImportReport } from '../../../domain/regulatory/import-warning-letters.use-case';
import { ProposeRegulatoryMatches } from '../../../domain/regulatory/propose-regulatory-matches.use-case';
import { letterUrlOf } from '../../../domain/regulatory/warning-letter';
import { SystemClock } from '../../../domain/shared/clock.port';
import { parseWarningLetterCsv } from '../../regulatory/warning-letter-csv';
import { recountConfirmedLetters, RegulatoryMatchesRepository, WarningLettersRepository } from '../repositories/regulatory-records.repository';
import { knexOf } from '../repositories/knex-of';
import { CompanyRecord } from '../schemas/company.schema';
import { RegulatoryEventRecord } from '../schemas/regulatory-event.schema';
import { RegulatoryMatchRecord } from '../schemas/regulatory-match.schema';
import { tableOf } from '../tables';
import { MikroOrmUnitOfWork } from '../unit-of-work.adapter';

/** data/regulatory/sources.json: each shipped listing file and the day it was read. */
export interface ShippedListing {
  source: string;
  file: string;
  /** The day the listing was read ('YYYY-MM-DD'): the end of its coverage. */
  listingAsOf: string;
}

/** One decision of the reviewed mapping (data/regulatory/matches.json). */
export interface ShippedMatch {
  /** The letter's page on fda.gov (or its path there). */
  letterUrl: string;
  /** The company's name in the directory. */
  company: string;
  decision: 'confirmed' | 'rejected';
  /** The letter's recipient as the listing gives it (what the reviewer compared). */
  recipient: string;
  /** What the decision rests on: the recipient and address checked, and the pages read. */
  evidence: string;
  /** The day it was checked, 'YYYY-MM-DD'. */
  checkedAt: string;
}

export interface RegulatoryDatasetReport {
  letters: WarningLetterImportReport[];
  /** Shipped decisions applied (new, or settling a pending candidate). */
  decisionsApplied: number;
}

/** The reviewed mapping's decisions. */
export function readShippedMatches(projectRoot: string): ShippedMatch[] {
  return (JSON.parse(readFileSync(join(projectRoot, 'data', 'regulatory', 'matches.json'), 'utf8')) as { matches: ShippedMatch[] }).matches;
}

/**
 * Start-up step for the regulatory record: loads the shipped listing (data/regulatory, new letters only), widens
 * its coverage, applies the reviewed mapping's decisions (a shipped decision settles a pending candidate, never an
 * admin's decision) and queues the remaining candidates for an admin. Idempotent.
 */
export async function loadRegulatoryDataset(em: EntityManager, projectRoot: string): Promise<RegulatoryDatasetReport> {
  const dir = join(projectRoot, 'data', 'regulatory');
  const listings = JSON.parse(readFileSync(join(dir, 'sources.json'), 'utf8')) as ShippedListing[];
  const letters = new WarningLettersRepository(em);
  const matches = new RegulatoryMatchesRepository(em);
  const unitOfWork = new MikroOrmUnitOfWork(em);
  const propose = new ProposeRegulatoryMatches(letters, matches, new SystemClock());
  const reports: WarningLetterImportReport[] = [];
  const importer = new ImportWarningLetters(letters, propose, unitOfWork);
  for (const listing of listings) {
    // The reviewed decisions go in before candidates are proposed, so only the pairs nobody decided are queued.
    const rows = parseWarningLetterCsv(readFileSync(join(dir, listing.file), 'utf8'));
    reports.push(await importer.execute(rows, { asOf: listing.listingAsOf, proposeCandidates: false }));
  }
  const decisionsApplied = await unitOfWork.run(() => applyShippedMatches(em, readShippedMatches(projectRoot)));
  const candidates = await unitOfWork.run(() => propose.execute());
  if (reports.length > 0) reports[reports.length - 1] = { ...reports[reports.length - 1], candidates };
  return { letters: reports, decisionsApplied };
}

/**
 * Writes the reviewed mapping's decisions: a new (letter, company) pair is inserted as decided, a pending
 * candidate is settled; an admin's decision is never overwritten. Letters or companies not in the database are
 * skipped. The companies' confirmed-letter counts follow.
 * @returns how many decisions were written.
 */
async function applyShippedMatches(em: EntityManager, shipped: readonly ShippedMatch[]): Promise<number> {
  if (shipped.length === 0) return 0;
  const knex = knexOf(em);
  const events = tableOf(RegulatoryEventRecord);
  const companies = tableOf(CompanyRecord);
  const matches = tableOf(RegulatoryMatchRecord);
  const values = shipped.map((match) => [
    letterUrlOf(match.letterUrl) ?? match.letterUrl,
    companyNameKey(match.company),
    match.company,
    match.decision,
    match.evidence,
    match.checkedAt,
  ]);
  const written = await knex.raw(
    `insert into ${matches.name} (event_id, company_id, matched_name, status, origin, moderated_at, moderation_notes) ` +
      `select ev.id, co.id, v.company, v.decision, 'dataset', v.checked_at::date, v.evidence ` +
      `from (values ${values.map(() => '(?, ?, ?, ?, ?, ?)').join(', ')}) as v(url, name_key, company, decision, evidence, checked_at) ` +
      `join ${events.name} ev on ev.url = v.url join ${companies.name} co on co.name_key = v.name_key ` +
      `on conflict (event_id, company_id) do update set status = excluded.status, origin = excluded.origin, moderated_at = excluded.moderated_at, ` +
      `moderation_notes = excluded.moderation_notes where ${matches.name}.status = 'pending' returning company_id`,
    values.flat(),
  );
  const rows = (written as { rows: { company_id: string }[] }).rows;
  await recountConfirmedLetters(
    em,
    rows.map((row) => row.company_id),
  );
  return rows.length;
}
