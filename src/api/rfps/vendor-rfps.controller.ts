import { Body, Controller, Get, Header, HttpCode, Param, Post, Put, Query, Req, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { DeclineRfp } from '../../domain/rfps/decline-rfp.use-case';
import { PutBid } from '../../domain/rfps/put-bid.use-case';
import { GetVendorRfp, ListVendorRfps } from '../../domain/rfps/vendor-rfps.use-case';
import { SignedInGuard, signedInAccount } from '../auth/guards';
import { ApiErrorDto } from '../http/api-error.dto';
import { BidDto, DeclineRfpDto, PutBidDto, VendorRfpDto, VendorRfpInboxDto, VendorRfpQueryDto } from './rfp.dto';
import { presentBid, presentInboxItem, presentVendorRfp } from './rfp.presenter';

/**
 * The vendor inbox of RFPs (docs/rfps.md): RFPs sent to a company the member represents as a verified vendor; any
 * other RFP answers 404. A vendor never sees the other recipients, their bids or their questions.
 */
@ApiTags('rfps')
@Controller('vendor/rfps')
@UseGuards(SignedInGuard)
@ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'Signed out' })
export class VendorRfpsController {
  constructor(
    private readonly listInbox: ListVendorRfps,
    private readonly getVendorRfp: GetVendorRfp,
    private readonly putBid: PutBid,
    private readonly declineRfp: DeclineRfp,
  ) {}

  @Get()
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'The RFPs sent to my companies, newest first, with counts by status (one item per RFP and company)' })
  @ApiOkResponse({ type: VendorRfpInboxDto })
  async inbox(@Req() request: Request): Promise<VendorRfpInboxDto> {
    const { counts, items } = await this.listInbox.execute(signedInAccount(request)!.id);
    return { counts, items: items.map(presentInboxItem) };
  }

  @Get(':id')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'An RFP sent to one of my companies; the first view marks it viewed' })
  @ApiOkResponse({ type: VendorRfpDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  async get(@Param('id') id: string, @Query() query: VendorRfpQueryDto, @Req() request: Request): Promise<VendorRfpDto> {
    return presentVendorRfp(await this.getVendorRfp.execute(signedInAccount(request)!.id, id, query.companyId));
  }

  @Put(':id/bid')
  @ApiOperation({ summary: 'Bid, or revise the bid, until the deadline' })
  @ApiOkResponse({ type: BidDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'The deadline has passed, or the RFP is no longer open' })
  async bid(@Param('id') id: string, @Body() body: PutBidDto, @Req() request: Request): Promise<BidDto> {
    return presentBid(await this.putBid.execute(signedInAccount(request)!.id, id, body));
  }

  @Post(':id/decline')
  @HttpCode(200)
  @ApiOperation({ summary: 'Decline to bid, with a reason (a bid before the deadline still counts)' })
  @ApiOkResponse({ type: VendorRfpDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ type: ApiErrorDto })
  async decline(@Param('id') id: string, @Body() body: DeclineRfpDto, @Req() request: Request): Promise<VendorRfpDto> {
    return presentVendorRfp(await this.declineRfp.execute(signedInAccount(request)!.id, id, { companyId: body.companyId, reason: body.reason }));
  }
}
