import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { EmailDomainFacts } from '../../domain/verification/email-domain';
import { EmailDomainFactsSource } from '../../domain/verification/email-domain-facts-source.port';
import { knexOf } from '../persistence/repositories/knex-of';
import { ListEmailDomainFacts } from './email-domain-facts.adapter';

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
    const rows: { website: string }[] = await knexOf(this.em)('companies').whereNotNull('website').select('website');
    const facts = new ListEmailDomainFacts({ directoryDomains: rows.map((row) => row.website) });
    this.cached = { facts, loadedAt: Date.now() };
    return facts;
  }
}
