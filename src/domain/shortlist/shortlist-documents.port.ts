import type { ShortlistReport } from './shortlist-report';
import type { ShortlistExportFormat } from './shortlist-rules';

/** A file to download: its bytes, MIME type and suggested name. */
export interface ExportFile {
  body: Uint8Array;
  contentType: string;
  fileName: string;
}

/**
 * A plain table to export (the RFP comparison): a header row then rows; the PDF adds the title, the date and the
 * notes, the CSV is the rows alone.
 */
export interface ExportTable {
  title: string;
  fileStem: string;
  generatedAt: Date;
  notes: string[];
  rows: string[][];
}

/** Renders a shortlist report, or a plain table, as a CSV or PDF file. */
export abstract class ShortlistDocuments {
  abstract render(report: ShortlistReport, format: ShortlistExportFormat): Promise<ExportFile>;
  abstract renderTable(table: ExportTable, format: ShortlistExportFormat): Promise<ExportFile>;
}
