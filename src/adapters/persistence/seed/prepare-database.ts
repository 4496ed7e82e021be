import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { join } from 'node:path';
import type { PasswordHasher } from '../../../domain/shared/password-hasher.port';
import { fillWebsiteDomains } from '../repositories/website-domains';
import { CompanyRecord } from '../schemas/company.schema';
import { tableOf } from '../tables';
import { readCompanyDataset } from './company-dataset';
import { fillSearchDocuments, loadCompanies } from './company-dataset.loader';
import { backfillRatings } from './rating-backfill';
import { loadRegulatoryDataset } from './regulatory-dataset';
import { reapplyStatedFacts } from '../repositories/managed-companies.repository';
import { syncDemoData, type DemoDataReport } from './demo-data';
import { checkUpgradePath } from '../upgrade-path';
import { executedMigrationNames, migratorOf } from '../migrator';
import { MIGRATION_NAMES } from '../migrations';

export interface PrepareDatabaseOptions {
  projectRoot: string;
  demoMode: boolean;
  /** Outside demo mode, remove demo data the database holds (DEMO_DATA=remove; default: keep it and say so). */
  removeDemoData?: boolean;
  demoPassword: string;
  hasher: PasswordHasher;
  now: Date;
  /**
   * Load data/companies.json: `true` (default, npm start) adds its new companies and its newer facts of listed
   * ones; `'if-empty'` loads it only into an empty directory (the import command, whose own file follows);
   * `false` leaves the directory alone.
   */
  loadDataset?: boolean | 'if-empty';
}

export interface PrepareDatabaseReport {
  migrationsApplied: string[];
  companiesInserted: number;
  /** Listed dataset companies whose facts a newer check of the dataset corrected. */
  companiesRefreshed: number;
  /** FDA warning letters added from data/regulatory, and the reviewed mapping's decisions applied. */
  regulatory: { lettersAdded: number; decisionsApplied: number; candidatesQueued: number } | null;
  demo: DemoDataReport;
}

/** Whether no company is listed yet. */
async function directoryIsEmpty(em: EntityManager): Promise<boolean> {
  const companies = tableOf(CompanyRecord);
  return (await companies.pick('id').first(companies.query(em))) === undefined;
}

/**
 * Start-up step (docs/operations.md#running-and-configuration): applies pending migrations (refusing, with
 * DatabaseTooOldToUpgrade and nothing changed, a database they cannot bring up to date), loads the bundled company
 * dataset (new companies and newer facts of listed ones, company-stated facts kept; reviews untouched) and the
 * regulatory record's listing and reviewed mapping (data/regulatory), fills what older rows lack (search documents,
 * website domains, rating distributions and rank scores), then aligns demo accounts and demo reviews with the demo
 * mode (outside it, demo data is removed only on request and never while a demo-mode instance serves it).
 * @throws DatabaseTooOldToUpgrade before any change (see checkUpgradePath).
 */
export async function prepareDatabase(orm: MikroORM, options: PrepareDatabaseOptions): Promise<PrepareDatabaseReport> {
  const executed = await executedMigrationNames(orm);
  checkUpgradePath(executed);
  const applied = MIGRATION_NAMES.some((name) => !executed.includes(name)) ? await migratorOf(orm).up() : [];
  const em = orm.em.fork();
  let companiesInserted = 0;
  let companiesRefreshed = 0;
  let regulatory: PrepareDatabaseReport['regulatory'] = null;
  const loadDataset = options.loadDataset ?? true;
  if (loadDataset === true || (loadDataset === 'if-empty' && (await directoryIsEmpty(em)))) {
    const dataset = readCompanyDataset(join(options.projectRoot, 'data', 'companies.json'));
    const loaded = await em.transactional(async (tx) => {
      const result = await loadCompanies(tx, dataset.companies, 'dataset', { refresh: true });
      // What a company stated (and an admin approved) outlives a dataset correction of the same fact.
      await reapplyStatedFacts(tx, result.refreshedIds);
      return result;
    });
    companiesInserted = loaded.inserted;
    companiesRefreshed = loaded.refreshed;
    const record = await loadRegulatoryDataset(em, options.projectRoot);
    regulatory = {
      lettersAdded: record.letters.reduce((sum, report) => sum + report.added, 0),
      decisionsApplied: record.decisionsApplied,
      candidatesQueued: record.letters.reduce((sum, report) => sum + report.candidates, 0),
    };
  }
  // The search vocabulary and the Public Suffix List live in code, so rows from before their columns are filled here.
  await fillSearchDocuments(em);
  await fillWebsiteDomains(em);
  const demo = await syncDemoData(em, {
    demoMode: options.demoMode,
    removeDemoData: options.removeDemoData ?? false,
    password: options.demoPassword,
    hasher: options.hasher,
    now: options.now,
  });
  await backfillRatings(em, { includeDemo: options.demoMode });
  return { migrationsApplied: applied.map((m) => m.name), companiesInserted, companiesRefreshed, regulatory, demo };
}
