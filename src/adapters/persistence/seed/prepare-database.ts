import type { MikroORM } from '@mikro-orm/postgresql';
import { join } from 'node:path';
import type { PasswordHasher } from '../../../domain/shared/password-hasher.port';
import { fillWebsiteDomains } from '../repositories/website-domains';
import { CompanyRecord } from '../schemas/company.schema';
import { tableOf } from '../tables';
import { readCompanyDataset } from './company-dataset';
import { loadCompanies } from './company-dataset.loader';
import { syncDemoData, type DemoDataReport } from './demo-data';

export interface PrepareDatabaseOptions {
  projectRoot: string;
  demoMode: boolean;
  demoPassword: string;
  hasher: PasswordHasher;
  now: Date;
  /** Load data/companies.json into an empty directory (default true). */
  loadDataset?: boolean;
}

export interface PrepareDatabaseReport {
  migrationsApplied: string[];
  companiesInserted: number;
  demo: DemoDataReport;
}

/**
 * Start-up step (DECISIONS §1): applies pending migrations, loads the bundled company dataset into an
 * empty directory, then aligns demo accounts and demo reviews with the demo mode.
 */
export async function prepareDatabase(orm: MikroORM, options: PrepareDatabaseOptions): Promise<PrepareDatabaseReport> {
  const applied = await orm.getMigrator().up();
  const em = orm.em.fork();
  let companiesInserted = 0;
  if (options.loadDataset !== false) {
    const companies = tableOf(CompanyRecord);
    if ((await companies.pick('id').first(companies.query(em))) === undefined) {
      const dataset = readCompanyDataset(join(options.projectRoot, 'data', 'companies.json'));
      companiesInserted = (await em.transactional((tx) => loadCompanies(tx, dataset.companies))).inserted;
    }
  }
  // website_domain needs the Public Suffix List, so rows from before its migration are filled here.
  await fillWebsiteDomains(em);
  const demo = await syncDemoData(em, {
    demoMode: options.demoMode,
    password: options.demoPassword,
    hasher: options.hasher,
    now: options.now,
  });
  return { migrationsApplied: applied.map((m) => m.name), companiesInserted, demo };
}
