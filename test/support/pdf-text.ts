import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, good enough for PDFKit's output with standard fonts: every content stream is
 * inflated, and the strings of its text operators (`<hex>` or `(literal)` inside `TJ`/`Tj`) are decoded as
 * Latin-1 and joined, one line per operator.
 */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  const raw = pdf.toString('latin1');
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    const bytes = Buffer.from(match[1], 'latin1');
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = match[1];
    }
    const operators = /\[((?:[^\]\\]|\\.)*)\]\s*TJ|(<[0-9a-fA-F]*>|\((?:[^)\\]|\\.)*\))\s*Tj/g;
    for (let op = operators.exec(content); op; op = operators.exec(content)) {
      const parts = (op[1] ?? op[2]).match(/<[0-9a-fA-F]*>|\((?:[^)\\]|\\.)*\)/g) ?? [];
      lines.push(
        parts.map((part) => (part.startsWith('<') ? Buffer.from(part.slice(1, -1), 'hex').toString('latin1') : part.slice(1, -1).replace(/\\([()\\])/g, '$1'))).join(''),
      );
    }
  }
  return lines.join('\n');
}
