import { Body, Controller, Get, Header, HttpCode, NotImplementedException, Param, Post, Put, Query, Req, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { SignedInGuard } from '../auth/guards';
import { ApiErrorDto } from '../http/api-error.dto';
import { BidDto, DeclineRfpDto, PutBidDto, VendorRfpDto, VendorRfpInboxDto, VendorRfpQueryDto } from './rfp.dto';

/**
 * The vendor inbox of RFPs (docs/rfps.md): RFPs sent to a company the member represents as a verified vendor; any
 * other RFP answers 404. A vendor never sees the other recipients, their bids or their questions.
 */
@ApiTags('rfps')
@Controller('vendor/rfps')
@UseGuards(SignedInGuard)
@ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'Signed out' })
export class VendorRfpsController {
  @Get()
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'The RFPs sent to my companies, newest first, with counts by status (one item per RFP and company)' })
  @ApiOkResponse({ type: VendorRfpInboxDto })
  inbox(@Req() _request: Request): Promise<VendorRfpInboxDto> {
    throw new NotImplementedException();
  }

  @Get(':id')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'An RFP sent to one of my companies; the first view marks it viewed' })
  @ApiOkResponse({ type: VendorRfpDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  get(@Param('id') _id: string, @Query() _query: VendorRfpQueryDto, @Req() _request: Request): Promise<VendorRfpDto> {
    throw new NotImplementedException();
  }

  @Put(':id/bid')
  @ApiOperation({ summary: 'Bid, or revise the bid, until the deadline' })
  @ApiOkResponse({ type: BidDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'The deadline has passed, or the RFP is no longer open' })
  bid(@Param('id') _id: string, @Body() _body: PutBidDto, @Req() _request: Request): Promise<BidDto> {
    throw new NotImplementedException();
  }

  @Post(':id/decline')
  @HttpCode(200)
  @ApiOperation({ summary: 'Decline to bid, with a reason (a bid before the deadline still counts)' })
  @ApiOkResponse({ type: VendorRfpDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ type: ApiErrorDto })
  decline(@Param('id') _id: string, @Body() _body: DeclineRfpDto, @Req() _request: Request): Promise<VendorRfpDto> {
    throw new NotImplementedException();
  }
}
