import { ApiProperty } from '@nestjs/swagger';
import type { CompanyInsights } from '../../domain/insights/get-company-insights.use-case';
import { FEWER_THAN_MINIMUM, INSIGHT_MINIMUM_SHOWN, type ShownCount } from '../../domain/insights/insight-kinds';

/** One week's count of one kind. */
export class WeeklyCountDto {
  @ApiProperty({ format: 'date', description: 'The Monday (UTC) that starts the week' }) weekStart!: string;
  @ApiProperty({ type: Number, nullable: true, description: `The count from ${INSIGHT_MINIMUM_SHOWN} up; null when fewer (withheld)` }) count!: number | null;
  @ApiProperty({ example: FEWER_THAN_MINIMUM, description: `The count as text, or "${FEWER_THAN_MINIMUM}"` }) display!: string;
}

/** The five series, each twelve weeks long, oldest first. */
export class InsightSeriesDto {
  @ApiProperty({ type: [WeeklyCountDto], description: "The profile page opened in a browser (not API reads, not the company's own vendors)" })
  profileViews!: WeeklyCountDto[];
  @ApiProperty({ type: [WeeklyCountDto], description: 'Members adding the company to a shortlist' }) shortlistAdds!: WeeklyCountDto[];
  @ApiProperty({ type: [WeeklyCountDto], description: 'Comparisons opened on the Compare page that include the company' }) compareAppearances!: WeeklyCountDto[];
  @ApiProperty({ type: [WeeklyCountDto], description: "Match runs that ranked the company in their top 25, whatever the buyer's plan shows" })
  matchAppearances!: WeeklyCountDto[];
  @ApiProperty({ type: [WeeklyCountDto], description: 'Requests for proposal the company received' }) rfpsReceived!: WeeklyCountDto[];
}

/** GET /api/vendor/companies/{id}/insights: counts only, never who. */
export class CompanyInsightsDto {
  @ApiProperty({ format: 'uuid' }) companyId!: string;
  @ApiProperty() companyName!: string;
  @ApiProperty({ type: [String], description: 'The twelve week starts, oldest first; the last is the current week' }) weeks!: string[];
  @ApiProperty({ description: `Below this a week's count is withheld and shows "${FEWER_THAN_MINIMUM}"` }) minimumShown!: number;
  @ApiProperty({ type: InsightSeriesDto }) series!: InsightSeriesDto;
}

const presentSeries = (counts: ShownCount[]): WeeklyCountDto[] => counts.map(({ weekStart, count, display }) => ({ weekStart, count, display }));

export const presentInsights = (insights: CompanyInsights): CompanyInsightsDto => ({
  companyId: insights.companyId,
  companyName: insights.companyName,
  weeks: [...insights.weeks],
  minimumShown: INSIGHT_MINIMUM_SHOWN,
  series: {
    profileViews: presentSeries(insights.series.profileViews),
    shortlistAdds: presentSeries(insights.series.shortlistAdds),
    compareAppearances: presentSeries(insights.series.compareAppearances),
    matchAppearances: presentSeries(insights.series.matchAppearances),
    rfpsReceived: presentSeries(insights.series.rfpsReceived),
  },
});
