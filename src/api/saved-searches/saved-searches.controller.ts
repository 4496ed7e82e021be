import { Body, Controller, Delete, Get, Header, HttpCode, Param, Patch, Post, Req, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { DeleteSavedSearch } from '../../domain/saved-searches/delete-saved-search.use-case';
import { ListSavedSearches } from '../../domain/saved-searches/list-saved-searches.use-case';
import { SaveSearch } from '../../domain/saved-searches/save-search.use-case';
import { UnsubscribeFromAlerts } from '../../domain/saved-searches/unsubscribe-from-alerts.use-case';
import { UpdateSavedSearch } from '../../domain/saved-searches/update-saved-search.use-case';
import { SignedInGuard, signedInAccount } from '../auth/guards';
import { ApiErrorDto } from '../http/api-error.dto';
import {
  CreateSavedSearchDto,
  presentSavedSearch,
  SavedSearchDto,
  savedSearchFiltersOf,
  UnsubscribedDto,
  UnsubscribeDto,
  UpdateSavedSearchDto,
} from './saved-search.dto';
import { Public } from '../auth/access';

/** Members' saved directory searches and their daily email alerts (docs/deciding.md). */
@ApiTags('saved-searches')
@Controller('saved-searches')
export class SavedSearchesController {
  constructor(
    private readonly listSavedSearches: ListSavedSearches,
    private readonly saveSearch: SaveSearch,
    private readonly updateSavedSearch: UpdateSavedSearch,
    private readonly deleteSavedSearch: DeleteSavedSearch,
    private readonly unsubscribeFromAlerts: UnsubscribeFromAlerts,
  ) {}

  @Get()
  @UseGuards(SignedInGuard)
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'My saved searches, newest first' })
  @ApiOkResponse({ type: [SavedSearchDto] })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  async list(@Req() request: Request): Promise<SavedSearchDto[]> {
    return (await this.listSavedSearches.execute(signedInAccount(request)!.id)).map(presentSavedSearch);
  }

  @Post()
  @UseGuards(SignedInGuard)
  @ApiOperation({ summary: 'Save the directory filters under a name', description: 'alertsEnabled: true needs a paid plan.' })
  @ApiCreatedResponse({ type: SavedSearchDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Missing name, or a filter GET /api/companies would refuse' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'Email alerts are available on paid plans' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'Already 50 saved searches' })
  async create(@Body() body: CreateSavedSearchDto, @Req() request: Request): Promise<SavedSearchDto> {
    const search = await this.saveSearch.execute(signedInAccount(request)!, {
      searchName: body.searchName,
      filters: savedSearchFiltersOf(body.filters),
      alertsEnabled: body.alertsEnabled ?? false,
    });
    return presentSavedSearch(search);
  }

  /** Signed out on purpose: the link in an alert mail carries a signed token that can only turn that search's alerts off. */
  @Post('unsubscribe')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: "Turn off a saved search's alerts from the link in an alert mail (works signed out)" })
  @ApiOkResponse({ type: UnsubscribedDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'Invalid token, or the search was deleted' })
  async unsubscribe(@Body() body: UnsubscribeDto): Promise<UnsubscribedDto> {
    const { searchName } = await this.unsubscribeFromAlerts.execute(body.token);
    return { searchName, alertsEnabled: false };
  }

  @Patch(':id')
  @UseGuards(SignedInGuard)
  @ApiOperation({ summary: 'Rename a saved search or turn its alerts on or off' })
  @ApiOkResponse({ type: SavedSearchDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'Email alerts are available on paid plans' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'Unknown id, or another member’s search' })
  async update(@Param('id') id: string, @Body() body: UpdateSavedSearchDto, @Req() request: Request): Promise<SavedSearchDto> {
    return presentSavedSearch(await this.updateSavedSearch.execute(signedInAccount(request)!, id, body));
  }

  @Delete(':id')
  @UseGuards(SignedInGuard)
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a saved search' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'Unknown id, or another member’s search' })
  async remove(@Param('id') id: string, @Req() request: Request): Promise<void> {
    await this.deleteSavedSearch.execute(signedInAccount(request)!.id, id);
  }
}
