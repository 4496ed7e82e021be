import { Clock } from '../shared/clock.port';
import { ListShortlist } from './list-shortlist.use-case';
import { ShortlistDocuments, type ExportFile } from './shortlist-documents.port';
import { shortlistReport } from './shortlist-report';
import type { ShortlistExportFormat } from './shortlist-rules';

/** A member's shortlist as a CSV or PDF file, one entry per company in shortlist order. */
export class ExportShortlist {
  constructor(
    private readonly listShortlist: ListShortlist,
    private readonly documents: ShortlistDocuments,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, format: ShortlistExportFormat): Promise<ExportFile> {
    const companies = await this.listShortlist.execute(userId);
    return this.documents.render(shortlistReport(companies, this.clock.now()), format);
  }
}
