import { EntityManager, type Knex } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { QueuePage, QueueSlice, Settlement } from '../../../domain/moderation/moderation';
import type { CandidateMatch, MatchableCompany } from '../../../domain/regulatory/candidate-matching';
import type { DecidedMatchStatus, RegulatoryMatch } from '../../../domain/regulatory/regulatory-match';
import { RegulatoryMatches } from '../../../domain/regulatory/regulatory-matches.port';
import type { CoverageWindow, RegulatoryRecord } from '../../../domain/regulatory/regulatory-record';
import { FDA_WARNING_LETTERS, type RegulatorySource, type WarningLetter } from '../../../domain/regulatory/warning-letter';
import { WarningLetters } from '../../../domain/regulatory/warning-letters.port';
import { CompanyRecord } from '../schemas/company.schema';
import { RegulatoryCoverageRecord } from '../schemas/regulatory-coverage.schema';
import { RegulatoryEventRecord } from '../schemas/regulatory-event.schema';
import { RegulatoryMatchRecord } from '../schemas/regulatory-match.schema';
import { computed, tableOf } from '../tables';
import { knexOf } from './knex-of';
import { queueSlice } from './queue-slice';
import { toDate } from './row-values';
import { isUuid } from './uuid';

const events = tableOf(RegulatoryEventRecord);
const e = events.as('e');
const coverageTable = tableOf(RegulatoryCoverageRecord);
const matches = tableOf(RegulatoryMatchRecord);
const m = matches.as('m');
const companies = tableOf(CompanyRecord);
const c = companies.as('c');

/** Rows per INSERT statement. */
const CHUNK = 500;

/** A letter's columns, its dates as 'YYYY-MM-DD' whatever the session's DateStyle. */
const letterColumns = (knex: Knex) =>
  e
    .pick('url', 'recipient', 'issuing_office', 'subject')
    .and(
      computed<{ letter_date: string; posted_date: string }>(
        knex.raw(`to_char(${e.col('letter_date')}, 'YYYY-MM-DD') as letter_date, to_char(${e.col('posted_date')}, 'YYYY-MM-DD') as posted_date`),
      ),
    );

type LetterRow = { url: string; recipient: string; issuing_office: string; subject: string; letter_date: string; posted_date: string };

const toLetter = (row: LetterRow): WarningLetter => ({
  url: row.url,
  letterDate: row.letter_date,
  postedDate: row.posted_date,
  recipient: row.recipient,
  issuingOffice: row.issuing_office,
  subject: row.subject,
});

/** Every source's covered window, by source. */
async function readCoverage(em: EntityManager): Promise<CoverageWindow[]> {
  const knex = knexOf(em);
  const rows = await coverageTable
    .pick('source')
    .and(
      computed<{ covered_from: string; covered_to: string }>(
        knex.raw(`to_char(covered_from, 'YYYY-MM-DD') as covered_from, to_char(covered_to, 'YYYY-MM-DD') as covered_to`),
      ),
    )
    .rows(coverageTable.query(em).orderBy(coverageTable.col('source')));
  return rows.map((row) => ({ source: row.source, from: row.covered_from, to: row.covered_to }));
}

/**
 * A company's regulatory record: every source's covered window, and the events confirmed as the company's,
 * newest first (two indexed reads: the confirmed matches by company, the events by id).
 */
export async function readRegulatoryRecord(em: EntityManager, companyId: string): Promise<RegulatoryRecord> {
  const knex = knexOf(em);
  const [coverage, rows] = await Promise.all([
    readCoverage(em),
    letterColumns(knex).rows(
      m
        .query(em)
        .join(e.from, e.col('id'), m.col('event_id'))
        .where(m.col('company_id'), companyId)
        .where(m.col('status'), 'confirmed')
        .orderBy([{ column: e.col('letter_date'), order: 'desc' }, { column: e.col('url') }]),
    ),
  ]);
  return {
    coverage,
    events: rows.map((row) => ({
      kind: 'fda_warning_letter' as const,
      date: row.letter_date,
      subject: row.subject,
      issuingOffice: row.issuing_office,
      recipient: row.recipient,
      url: row.url,
    })),
  };
}

/** The stored warning letters (regulatory_events of FDA's listing) and their coverage. */
@Injectable()
export class WarningLettersRepository extends WarningLetters {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async addNew(letters: readonly WarningLetter[]): Promise<WarningLetter[]> {
    const added: WarningLetter[] = [];
    for (let start = 0; start < letters.length; start += CHUNK) {
      const chunk = letters.slice(start, start + CHUNK);
      const rows = chunk.map((letter) =>
        events.values({
          source: FDA_WARNING_LETTERS,
          url: letter.url,
          letter_date: letter.letterDate,
          posted_date: letter.postedDate,
          recipient: letter.recipient,
          issuing_office: letter.issuingOffice,
          subject: letter.subject,
        }),
      );
      const inserted = new Set((await events.pick('url').returning(events.query(this.em).insert(rows).onConflict(events.col('url')).ignore())).map((row) => row.url));
      added.push(...chunk.filter((letter) => inserted.has(letter.url)));
    }
    return added;
  }

  async recipients(): Promise<{ url: string; recipient: string }[]> {
    return events.pick('url', 'recipient').rows(events.query(this.em).orderBy(events.col('url')));
  }

  async coverage(source: RegulatorySource): Promise<CoverageWindow | null> {
    return (await readCoverage(this.em)).find((window) => window.source === source) ?? null;
  }

  async saveCoverage(window: CoverageWindow): Promise<void> {
    await coverageTable
      .query(this.em)
      .insert(coverageTable.values({ source: window.source, covered_from: window.from, covered_to: window.to, updated_at: new Date() }))
      .onConflict(coverageTable.col('source'))
      .merge([coverageTable.col('covered_from'), coverageTable.col('covered_to'), coverageTable.col('updated_at')]);
  }
}

/** The pending match's columns: the letter, the company and the match. */
const MATCH = (knex: Knex) =>
  m
    .pick('id', 'matched_name', 'status', 'created_at')
    .and(letterColumns(knex))
    .and(
      c.pickAs({ company_id: 'id', company_name: 'name', company_type: 'type', company_location: 'location', company_country: 'country', company_website: 'website' }),
    );

type MatchRow = LetterRow & {
  id: string;
  matched_name: string;
  status: RegulatoryMatch['status'];
  created_at: string;
  company_id: string;
  company_name: string;
  company_type: RegulatoryMatch['company']['type'];
  company_location: string;
  company_country: string;
  company_website: string | null;
};

const toMatch = (row: MatchRow): RegulatoryMatch => ({
  id: row.id,
  letter: toLetter(row),
  company: {
    id: row.company_id,
    name: row.company_name,
    type: row.company_type,
    location: row.company_location,
    country: row.company_country,
    website: row.company_website,
  },
  matchedName: row.matched_name,
  status: row.status,
  proposedAt: toDate(row.created_at),
});

/** Candidate matches between letters and companies, and the companies' confirmed-letter counts. */
@Injectable()
export class RegulatoryMatchesRepository extends RegulatoryMatches {
  constructor(private readonly em: EntityManager) {
    super();
  }

  private joined(): Knex.QueryBuilder {
    return m.query(this.em).join(e.from, e.col('id'), m.col('event_id')).join(c.from, c.col('id'), m.col('company_id'));
  }

  async matchableCompanies(): Promise<MatchableCompany[]> {
    const rows = await companies.pick('id', 'name', 'aliases', 'former_names', 'parent_company').rows(companies.query(this.em));
    return rows.map((row) => ({ id: row.id, name: row.name, aliases: row.aliases, formerNames: row.former_names, parentCompany: row.parent_company }));
  }

  async addCandidates(candidates: readonly CandidateMatch[], at: Date): Promise<number> {
    const knex = knexOf(this.em);
    let added = 0;
    for (let start = 0; start < candidates.length; start += CHUNK) {
      const chunk = candidates.slice(start, start + CHUNK);
      // The letters by URL, in one statement; a candidate whose letter is not stored is left out.
      const result = await knex.raw(
        `insert into ${matches.name} (event_id, company_id, matched_name, status, origin, created_at) ` +
          `select ev.id, v.company_id, v.matched_name, 'pending', 'proposed', ? from (values ${chunk.map(() => '(?, ?::uuid, ?)').join(', ')}) ` +
          `as v(url, company_id, matched_name) join ${events.name} ev on ev.url = v.url ` +
          `on conflict (event_id, company_id) do nothing`,
        [at, ...chunk.flatMap((candidate) => [candidate.letterUrl, candidate.companyId, candidate.matchedName])],
      );
      added += (result as { rowCount: number | null }).rowCount ?? 0;
    }
    return added;
  }

  async listPending(page: QueuePage): Promise<QueueSlice<RegulatoryMatch>> {
    const query = this.joined()
      .where(m.col('status'), 'pending')
      .orderBy([{ column: m.col('created_at') }, { column: m.col('id') }]);
    return queueSlice(query, MATCH(knexOf(this.em)), page, (row) => toMatch(row as MatchRow));
  }

  async findForUpdate(id: string): Promise<RegulatoryMatch | null> {
    if (!isUuid(id)) return null;
    const row = await MATCH(knexOf(this.em)).first(this.joined().where(m.col('id'), id).forUpdate('m'));
    return row ? toMatch(row as MatchRow) : null;
  }

  async recordDecision(id: string, decision: Settlement<DecidedMatchStatus>): Promise<void> {
    const [decided] = await matches.pick('company_id').returning(
      matches
        .query(this.em)
        .where(matches.col('id'), id)
        .update(
          matches.values({
            status: decision.verdict,
            moderator_id: decision.moderatorId,
            moderated_at: decision.decidedAt,
            moderation_notes: decision.notes,
          }),
        ),
    );
    if (decided) await recountConfirmedLetters(this.em, [decided.company_id]);
  }
}

/**
 * Sets each company's count of confirmed warning letters from its matches (the directory's regulatory filters
 * read the count); run in the transaction that decides matches.
 */
export async function recountConfirmedLetters(em: EntityManager, companyIds: readonly string[]): Promise<void> {
  if (companyIds.length === 0) return;
  const knex = knexOf(em);
  await companies
    .query(em)
    .whereIn(companies.col('id'), [...new Set(companyIds)])
    .update(
      companies.values({
        fda_warning_letter_count: knex.raw(
          `(select count(*) from ${matches.name} where ${matches.name}.company_id = ${companies.name}.id and ${matches.name}.status = 'confirmed')`,
        ),
      }),
    )
    .whereRaw(
      `${companies.col('fda_warning_letter_count')} <> (select count(*) from ${matches.name} where ${matches.name}.company_id = ${companies.name}.id and ${matches.name}.status = 'confirmed')`,
    );
}
