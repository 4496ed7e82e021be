import { Injectable } from '@nestjs/common';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { ListCompanies } from '../../domain/directory/list-companies.use-case';
import type { FrontAnswer, FrontRead } from '../http/public-read-cache';
import { apiValidationPipe } from '../http/validation.pipe';
import { directoryPage, directoryPageHeaders } from './directory-page';
import { ListCompaniesQueryDto } from './list-companies.query.dto';

/**
 * A visitor's directory page (`GET /api/companies`) that is not cached, computed in front of Express
 * (PublicReadCache.answerInFront). Filter combinations are too many to be cached ahead, and every new one paid
 * the whole Nest pipeline (router, request log, session skip, interceptors, error filter) on top of its own
 * read: about 1.5 ms of the 2.3 ms such a page cost under load (`npm run bench`, "refused filter" row).
 * The query is validated by the same DTO and the same pipe options as the controller's, and the page comes from
 * the same function (directoryPage). Anything else, an invalid query included, goes through the pipeline.
 */
@Injectable()
export class DirectoryPageInFront implements FrontRead {
  readonly path = '/api/companies';
  private readonly validation = apiValidationPipe();

  constructor(
    private readonly listCompanies: ListCompanies,
    private readonly orm: MikroORM,
  ) {}

  /** The page for `query` (as Express parses it), or undefined when the query is invalid. Throws what the read throws. */
  async answer(query: Record<string, unknown>): Promise<FrontAnswer | undefined> {
    let valid: ListCompaniesQueryDto;
    try {
      valid = (await this.validation.transform(query, { type: 'query', metatype: ListCompaniesQueryDto })) as ListCompaniesQueryDto;
    } catch {
      return undefined;
    }
    // A context of its own, as MikroORM's request middleware gives each request in the pipeline.
    const page = await RequestContext.create(this.orm.em, () => directoryPage(this.listCompanies, valid));
    return { headers: directoryPageHeaders(page), body: page.json };
  }
}
