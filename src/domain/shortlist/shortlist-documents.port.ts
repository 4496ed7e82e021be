import type { ShortlistReport } from './shortlist-report';
import type { ShortlistExportFormat } from './shortlist-rules';

/** A file to download: its bytes, MIME type and suggested name. */
export interface ExportFile {
  body: Uint8Array;
  contentType: string;
  fileName: string;
}

/** Renders a shortlist report as a CSV or PDF file. */
export abstract class ShortlistDocuments {
  abstract render(report: ShortlistReport, format: ShortlistExportFormat): Promise<ExportFile>;
}
