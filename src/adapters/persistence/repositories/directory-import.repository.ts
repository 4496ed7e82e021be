import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { DatasetCompany } from '../../../domain/directory/dataset-company';
import { DirectoryImport } from '../../../domain/discovery/directory-import.port';
import { loadCompanies } from '../seed/company-dataset.loader';

/** Companies an operator imports with --approve, through the dataset loader (facets, size, regions) with source "import". */
@Injectable()
export class DirectoryImportRepository extends DirectoryImport {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async addCompanies(companies: readonly DatasetCompany[]): Promise<number> {
    return (await loadCompanies(this.em, companies, 'import')).inserted;
  }
}
