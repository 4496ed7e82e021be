import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { RecordComparison } from '../../domain/insights/record-comparison.use-case';
import { RecordProfileView } from '../../domain/insights/record-profile-view.use-case';
import { Public } from '../auth/access';
import { signedInAccount } from '../auth/guards';
import { ApiErrorDto } from '../http/api-error.dto';
import { ComparisonViewDto } from './insight-events.dto';
import { RecentInsightEvents } from './insight-events';

/**
 * What the profile and Compare pages report once they have opened, for vendor insights (docs/vendor-insights.md):
 * visitors and members alike, counts only. Sent by the page, so answers served from any cache count the same,
 * and off the public read path. A viewer's repeat within half an hour counts once.
 */
@ApiTags('companies')
@Public()
@Controller('companies')
export class InsightEventsController {
  constructor(
    private readonly recordView: RecordProfileView,
    private readonly recordComparison: RecordComparison,
    private readonly recent: RecentInsightEvents,
  ) {}

  // Declared before ':id/views', which would otherwise take "compare" for a company id.
  @Post('compare/views')
  @HttpCode(204)
  @ApiOperation({ summary: 'The Compare page opened these companies side by side (one compare appearance each)' })
  @ApiNoContentResponse()
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'Unknown company' })
  async comparison(@Body() body: ComparisonViewDto, @Req() request: Request): Promise<void> {
    const key = `compare ${viewerOf(request)} ${[...body.ids].sort().join(',')}`;
    if (this.recent.firstSeen(key)) await this.recordComparison.execute(body.ids);
  }

  @Post(':id/views')
  @HttpCode(204)
  @ApiOperation({ summary: "The company's profile page was opened (one profile view; not counted for the company's own vendors)" })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'Unknown company' })
  async view(@Param('id') companyId: string, @Req() request: Request): Promise<void> {
    const viewerId = signedInAccount(request)?.id ?? null;
    if (this.recent.firstSeen(`view ${viewerOf(request)} ${companyId}`)) await this.recordView.execute(companyId, viewerId);
  }
}

/** Who is viewing, for repeats only: the member, else the client address (never stored). */
function viewerOf(request: Request): string {
  return signedInAccount(request)?.id ?? `ip:${request.ip ?? 'unknown'}`;
}
