import { Controller, Delete, Get, Header, HttpCode, Param, Put, Query, Req, Res, StreamableFile, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AddToShortlist } from '../../domain/shortlist/add-to-shortlist.use-case';
import { ExportShortlist } from '../../domain/shortlist/export-shortlist.use-case';
import { ListShortlist } from '../../domain/shortlist/list-shortlist.use-case';
import { RemoveFromShortlist } from '../../domain/shortlist/remove-from-shortlist.use-case';
import { SignedInGuard, signedInAccount } from '../auth/guards';
import { CompanyCardDto } from '../companies/company.dto';
import { presentCompanyCard } from '../companies/company.presenter';
import { ApiErrorDto } from '../http/api-error.dto';
import { ExportShortlistQueryDto } from './shortlist.dto';

/** A member's shortlist of companies, and its export (docs/deciding.md). Signed in only. */
@ApiTags('shortlist')
@Controller('shortlist')
@UseGuards(SignedInGuard)
@ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'Signed out' })
export class ShortlistController {
  constructor(
    private readonly listShortlist: ListShortlist,
    private readonly addToShortlist: AddToShortlist,
    private readonly removeFromShortlist: RemoveFromShortlist,
    private readonly exportShortlist: ExportShortlist,
  ) {}

  @Get()
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'My shortlist, as directory cards in the order they were added' })
  @ApiOkResponse({ type: [CompanyCardDto] })
  async list(@Req() request: Request): Promise<CompanyCardDto[]> {
    return (await this.listShortlist.execute(signedInAccount(request)!.id)).map(presentCompanyCard);
  }

  @Get('export')
  @Header('Cache-Control', 'private, no-store')
  @Header('X-Content-Type-Options', 'nosniff')
  @ApiOperation({
    summary: 'Download my shortlist as CSV or PDF',
    description:
      'An attachment with one entry per shortlisted company: name, type, HQ, country, website, reviewCount, rankScore (when served), overall and the eight averages with their counts, services, therapeutic areas and molecule types; titled, dated and stating how the scores are computed.',
  })
  @ApiProduces('text/csv', 'application/pdf')
  @ApiOkResponse({ description: 'The file (Content-Disposition: attachment)', schema: { type: 'string', format: 'binary' } })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'format is not csv or pdf' })
  async export(@Query() query: ExportShortlistQueryDto, @Req() request: Request, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const file = await this.exportShortlist.execute(signedInAccount(request)!.id, query.format);
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
    return new StreamableFile(Buffer.from(file.body));
  }

  @Put(':companyId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Add a company to my shortlist (idempotent; at most 50)' })
  @ApiNoContentResponse({ description: 'On the shortlist' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'Unknown or malformed company id' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'The shortlist already holds 50 companies' })
  async add(@Param('companyId') companyId: string, @Req() request: Request): Promise<void> {
    await this.addToShortlist.execute(signedInAccount(request)!.id, companyId);
  }

  @Delete(':companyId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove a company from my shortlist' })
  @ApiNoContentResponse({ description: 'Not on the shortlist (any more)' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'Unknown or malformed company id' })
  async remove(@Param('companyId') companyId: string, @Req() request: Request): Promise<void> {
    await this.removeFromShortlist.execute(signedInAccount(request)!.id, companyId);
  }
}
