import type { ProjectActor } from '../projects/project';
import { Projects } from '../projects/projects.port';
import { Clock } from '../shared/clock.port';
import { ShortlistDocuments, type ExportFile } from '../shortlist/shortlist-documents.port';
import { formatScore } from '../shortlist/shortlist-report';
import type { ShortlistExportFormat } from '../shortlist/shortlist-rules';
import { sumsByCategory, toUsd } from './bid-rules';
import { rfpForBuyer } from './rfp-access';
import { loadRfpDetail, type RfpDetail } from './rfp-views';
import { Rfps } from './rfps.port';

const money = (cents: number): string => toUsd(cents).toFixed(2);

/**
 * The comparison table (docs/rfps.md#comparison): a header row (`Item`, then each company that bid, by name), a row
 * per category (the sum of that company's line items in it), then Total (USD), Timeline (weeks), Team FTE, Valid
 * until, Rank score (out of 10, as the directory shows it), FDA warning letters.
 */
export function comparisonRows(detail: RfpDetail): string[][] {
  const bidders = detail.recipients.filter((r) => r.bid !== null);
  const sums = bidders.map((r) => sumsByCategory(r.bid!, detail.categories));
  const rows: string[][] = [['Item', ...bidders.map((r) => r.companyName)]];
  for (const category of detail.categories) rows.push([category, ...sums.map((s) => (s.has(category) ? money(s.get(category)!) : ''))]);
  rows.push(['Total (USD)', ...bidders.map((r) => money(r.bid!.totalCents))]);
  rows.push(['Timeline (weeks)', ...bidders.map((r) => String(r.bid!.timelineWeeks))]);
  rows.push(['Team FTE', ...bidders.map((r) => String(Math.round(r.bid!.team.reduce((t, line) => t + line.fte, 0) * 100) / 100))]);
  rows.push(['Valid until', ...bidders.map((r) => r.bid!.validUntil)]);
  rows.push(['Rank score (out of 10)', ...bidders.map((r) => formatScore(r.company?.rankScore ?? null))]);
  rows.push(['FDA warning letters', ...bidders.map((r) => String(r.company?.fdaWarningLetters ?? 0))]);
  return rows;
}

/** The bids of an RFP side by side as CSV or PDF, for a member of its project. @throws RfpNotFoundError without access. */
export class ExportRfpComparison {
  constructor(
    private readonly rfps: Rfps,
    private readonly projects: Projects,
    private readonly documents: ShortlistDocuments,
    private readonly clock: Clock,
  ) {}

  async execute(actor: ProjectActor, rfpId: string, format: ShortlistExportFormat): Promise<ExportFile> {
    const { rfp, role } = await rfpForBuyer(this.rfps, this.projects, rfpId, actor, 'read');
    const detail = await loadRfpDetail(this.rfps, rfp, role);
    const coverage = detail.regulatoryCoverage;
    return this.documents.renderTable(
      {
        title: rfp.title,
        fileStem: 'rfp-comparison',
        generatedAt: this.clock.now(),
        notes: [
          'Amounts in USD as each company bid them; a category row is the sum of that company’s line items in it.',
          'Rank score: the directory’s evidence-weighted overall rating, out of 10 (blank without ratings).',
          coverage
            ? `FDA warning letters: those matched to the company in FDA's listing, covered from ${coverage.from} to ${coverage.to}.`
            : 'FDA warning letters: no FDA listing has been read yet.',
        ],
        rows: comparisonRows(detail),
      },
      format,
    );
  }
}
