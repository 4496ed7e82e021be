import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { DirectoryImport } from '../../../domain/discovery/directory-import.port';
import type { DiscoveredCompany } from '../../../domain/discovery/discovered-company';
import type { CompanyType } from '../../../domain/directory/taxonomy';
import { loadCompanies } from '../seed/company-dataset.loader';

/** Companies an operator imports with --approve, through the dataset loader (facets, size, regions) with source "import". */
@Injectable()
export class DirectoryImportRepository extends DirectoryImport {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async addCompanies(companies: readonly DiscoveredCompany[]): Promise<number> {
    const { inserted } = await loadCompanies(
      this.em,
      companies.map((company) => {
        const ticker = typeof company.facts.ticker === 'string' ? company.facts.ticker : null;
        return {
          name: company.name,
          type: company.type as CompanyType,
          website: company.website,
          location: company.location ?? '',
          country: company.country ?? '',
          description: company.description,
          foundedYear: company.foundedYear,
          publiclyTraded: ticker ? true : null,
          stockSymbol: ticker,
          parentCompany: null,
          employeeCount: company.employeeCount,
          revenueUsd: null,
          globalPresence: null,
          services: company.services,
          therapeuticAreas: company.therapeuticAreas,
          moleculeTypes: null,
          developmentPhases: null,
          serviceLocations: company.serviceLocations,
        };
      }),
      'import',
    );
    return inserted;
  }
}
