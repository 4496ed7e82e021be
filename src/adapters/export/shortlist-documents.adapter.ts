import { Injectable } from '@nestjs/common';
import { stringify } from 'csv-stringify/sync';
import { ShortlistDocuments, type ExportFile, type ExportTable } from '../../domain/shortlist/shortlist-documents.port';
import { formatScore, reportDate, shortlistTable, type ExportedCompany, type ShortlistReport } from '../../domain/shortlist/shortlist-report';
import type { ShortlistExportFormat } from '../../domain/shortlist/shortlist-rules';
import { ANONYMITY_THRESHOLD } from '../../domain/reviews/review-page';

/**
 * A new PDF document. pdfkit and its font stack (fontkit, a brotli decoder) load with the first PDF rather than at
 * every start of the app, which most instances and tests never ask for.
 */
function newPdfDocument(options: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument {
  // require, not import(): the rendering stays synchronous, and the CommonJS build is the one the types describe.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use (see above)
  const PDFDocument: typeof import('pdfkit') = require('pdfkit');
  return new PDFDocument(options);
}

/**
 * Text a spreadsheet may run as a formula: a cell starting with one of `= + - @`, a tab or a carriage return, or
 * such a character right after a comma or semicolon, where a spreadsheet that splits cells at that separator
 * (Excel in a semicolon locale such as DE, FR or NL) would start a new cell (OWASP "CSV injection").
 */
const FORMULA_START = /(?:^|[,;])[=+\-@\t\r]/;

/**
 * A CSV cell that no spreadsheet runs: formula-like text gets a leading apostrophe, which spreadsheets read as
 * "this is text". Company facts partly come from submissions and discovery, so any of them may be hostile.
 */
export const spreadsheetSafeCell = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

/**
 * PDFKit's standard fonts encode WinAnsi (Latin-1 and a few more): other letters are folded to their base
 * letter ("Gdańsk" → "Gdansk", "Łódź" → "Lodz") and anything else becomes "?". The CSV keeps the exact text.
 */
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const FOLDS: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', ı: 'i', Ħ: 'H', ħ: 'h' };
export function toWinAnsi(text: string): string {
  return [...text]
    .map((char) => {
      if (char.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRA.includes(char)) return char;
      if (FOLDS[char]) return FOLDS[char];
      const base = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      return base.length > 0 && [...base].every((c) => c.charCodeAt(0) <= 0xff) ? base : '?';
    })
    .join('');
}

/** Renders shortlist and project reports: CSV with csv-stringify, PDF with PDFKit (A4 landscape, one block per company). */
@Injectable()
export class ShortlistDocumentsAdapter extends ShortlistDocuments {
  async render(report: ShortlistReport, format: ShortlistExportFormat): Promise<ExportFile> {
    const fileName = `${report.fileStem}-${reportDate(report.generatedAt)}.${format}`;
    if (format === 'csv') return { body: this.csv(report), contentType: 'text/csv; charset=utf-8', fileName };
    return { body: await this.pdf(report), contentType: 'application/pdf', fileName };
  }

  /**
   * The header row first, nothing before it (no title, notes or byte order mark: a program reading the file takes
   * its first line as the header), then one row per company; the notes on the scores are in the PDF. Every
   * non-empty cell is quoted, so no spreadsheet splits one at a comma or semicolon, whatever its locale's separator,
   * and formula-like text is neutralised (spreadsheetSafeCell).
   */
  private csv(report: ShortlistReport): Uint8Array {
    const rows = shortlistTable(report).map((row) => row.map(spreadsheetSafeCell));
    return Buffer.from(stringify(rows, { record_delimiter: 'windows', quoted: true }), 'utf8');
  }

  async renderTable(table: ExportTable, format: ShortlistExportFormat): Promise<ExportFile> {
    const fileName = `${table.fileStem}-${reportDate(table.generatedAt)}.${format}`;
    if (format === 'csv') {
      const rows = table.rows.map((row) => row.map(spreadsheetSafeCell));
      return { body: Buffer.from(stringify(rows, { record_delimiter: 'windows', quoted: true }), 'utf8'), contentType: 'text/csv; charset=utf-8', fileName };
    }
    return { body: await this.tablePdf(table), contentType: 'application/pdf', fileName };
  }

  /** The title, date and notes, then the table: its first column the row labels, one column per other header cell. */
  private tablePdf(table: ExportTable): Promise<Uint8Array> {
    const doc = newPdfDocument({ size: 'A4', layout: 'landscape', margin: 40, info: { Title: toWinAnsi(table.title), Author: 'BioVetted' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<Uint8Array>((resolve, reject) => {
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);
    });
    doc.font('Helvetica-Bold').fontSize(18).fillColor('#0f4c5c').text(toWinAnsi(table.title));
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#374151')
      .text(`Generated ${reportDate(table.generatedAt)}`);
    doc.moveDown(0.5);
    doc.fontSize(9).fillColor('#4b5563');
    for (const note of table.notes) doc.text(toWinAnsi(note));
    doc.moveDown(0.8);
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    const columns = Math.max(1, table.rows[0]?.length ?? 1);
    const labelWidth = Math.min(200, width / 3);
    const cellWidth = columns > 1 ? (width - labelWidth) / (columns - 1) : width - labelWidth;
    table.rows.forEach((row, index) => {
      if (doc.y > doc.page.height - doc.page.margins.bottom - 30) doc.addPage();
      const y = doc.y;
      doc
        .font(index === 0 ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(9.5)
        .fillColor('#111827');
      let height = 0;
      row.forEach((cell, i) => {
        const x = i === 0 ? left : left + labelWidth + (i - 1) * cellWidth;
        const w = i === 0 ? labelWidth - 6 : cellWidth - 6;
        doc.text(toWinAnsi(cell), x, y, { width: w });
        height = Math.max(height, doc.y - y);
      });
      doc.y = y + height + 4;
    });
    doc.end();
    return done;
  }

  private pdf(report: ShortlistReport): Promise<Uint8Array> {
    const doc = newPdfDocument({
      size: 'A4',
      layout: 'landscape',
      margin: 40,
      info: { Title: `${report.title} ${reportDate(report.generatedAt)}`, Author: 'BioVetted' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<Uint8Array>((resolve, reject) => {
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);
    });

    doc.font('Helvetica-Bold').fontSize(20).fillColor('#0f4c5c').text(report.title);
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#374151')
      .text(`Generated ${reportDate(report.generatedAt)} · ${report.companies.length} compan${report.companies.length === 1 ? 'y' : 'ies'}`);
    doc.moveDown(0.5);
    doc.fontSize(9).fillColor('#4b5563');
    for (const note of report.notes) doc.text(toWinAnsi(note));
    doc.moveDown(0.5);
    if (report.companies.length === 0) doc.fontSize(11).fillColor('#111827').text('Your shortlist is empty.');
    for (const company of report.companies) this.companyBlock(doc, company);
    doc.end();
    return done;
  }

  /** One company: name, facts, the nine scores with their n in three columns, then its lists. */
  private companyBlock(doc: PDFKit.PDFDocument, company: ExportedCompany): void {
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    // Keep a block together: start a page when less than its likely height is left.
    if (doc.y > doc.page.height - doc.page.margins.bottom - 170) doc.addPage();
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .strokeColor('#e5e7eb')
      .stroke();
    doc.moveDown(0.4);
    doc.font('Helvetica-Bold').fontSize(13).fillColor('#111827').text(toWinAnsi(company.name), left, doc.y, { width });
    const facts = [
      company.type,
      `${company.headquarters}, ${company.country}`,
      company.website,
      `${company.reviewCount} review${company.reviewCount === 1 ? '' : 's'}`,
      `Rank score ${formatScore(company.rankScore) || 'n/a'}`,
    ].filter((fact): fact is string => Boolean(fact));
    doc
      .font('Helvetica')
      .fontSize(9.5)
      .fillColor('#374151')
      .text(toWinAnsi(facts.join('  ·  ')), left, doc.y, { width });
    doc.moveDown(0.3);
    const columnWidth = width / 3;
    const top = doc.y;
    company.scores.forEach((score, i) => {
      const x = left + (i % 3) * columnWidth;
      const y = top + Math.floor(i / 3) * 13;
      const value =
        score.key !== 'overall' && !company.categoriesShown
          ? `shown from ${ANONYMITY_THRESHOLD} reviews`
          : score.average === null
            ? 'n/a'
            : `${formatScore(score.average)} / 10  (n = ${score.count})`;
      doc
        .font('Helvetica-Bold')
        .fontSize(9)
        .fillColor('#111827')
        .text(`${score.label}: `, x, y, { continued: true, width: columnWidth - 6 });
      doc.font('Helvetica').text(value);
    });
    doc.y = top + Math.ceil(company.scores.length / 3) * 13 + 4;
    for (const [label, items] of [
      ['Services', company.services],
      ['Therapeutic areas', company.therapeuticAreas],
      ['Molecule types', company.moleculeTypes],
    ] as const) {
      doc.font('Helvetica-Bold').fontSize(9).fillColor('#111827').text(`${label}: `, left, doc.y, { continued: true, width });
      doc
        .font('Helvetica')
        .fillColor('#374151')
        .text(items.length ? toWinAnsi(items.join(', ')) : 'not listed');
    }
    doc.moveDown(0.8);
  }
}
