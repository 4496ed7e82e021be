import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { EmailDomainFacts } from '../../domain/verification/email-domain';
import { EmailDomainFactsSource } from '../../domain/verification/email-domain-facts-source.port';
import { CompanyRecord } from '../persistence/schemas/company.schema';
import { tableOf } from '../persistence/tables';
import { ListEmailDomainFacts } from './email-domain-facts.adapter';

const companies = tableOf(CompanyRecord);

/** How long the directory's website domains are reused before they are read again, in milliseconds. */
const DIRECTORY_DOMAINS_TTL_MS = 5 * 60 * 1000;

/** Facts from the mail lists and the directory's websites, re-read from PostgreSQL every few minutes. */
@Injectable()
export class DirectoryEmailDomainFactsSource extends EmailDomainFactsSource {
  private cached: { facts: EmailDomainFacts; loadedAt: number } | null = null;

  constructor(private readonly em: EntityManager) {
    super();
  }

  async current(): Promise<EmailDomainFacts> {
    if (this.cached && Date.now() - this.cached.loadedAt < DIRECTORY_DOMAINS_TTL_MS) return this.cached.facts;
    const rows = await companies.pick('website').rows(companies.query(this.em).whereNotNull(companies.col('website')));
    const facts = new ListEmailDomainFacts({ directoryDomains: rows.flatMap((row) => (row.website ? [row.website] : [])) });
    this.cached = { facts, loadedAt: Date.now() };
    return facts;
  }
}
