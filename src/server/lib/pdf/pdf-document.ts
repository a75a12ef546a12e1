import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type PDFDocumentClass from 'pdfkit';

/**
 * The one wrapper around the PDF library (pdfkit): the rest of the server builds documents from headings,
 * key-value rows and tables, and never sees pdfkit. DejaVu Sans is embedded (subset) so the rupee sign and
 * Indian names render; pdfkit's built-in Helvetica has no ₹.
 */
const require = createRequire(import.meta.url);
// Read once per process (about 700 KB each), not per document.
let fonts: { regular: Buffer; bold: Buffer } | null = null;
const fontFiles = () =>
  (fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  });

const parsedFonts: { regular?: unknown; bold?: unknown } = {};

/**
 * pdfkit (with fontkit, a JavaScript Brotli decoder and its crypto) is loaded with the first document, not at start:
 * its source and code were about 3 MB of an idle server's heap, and most processes never print a PDF.
 */
let pdfkit: Promise<typeof PDFDocumentClass> | null = null;
const loadPdfkit = () => (pdfkit ??= import('pdfkit').then((module) => module.default));

export type TableColumn = { header: string; width: number; align?: 'left' | 'right' };

const MARGIN = 40;
const MUTED = '#555555';

export class PdfBuilder {
  private readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;

  /** A new A4 document (loads pdfkit the first time). */
  static async create(meta: { title: string; subject?: string }): Promise<PdfBuilder> {
    return new PdfBuilder(await loadPdfkit(), meta);
  }

  private constructor(PDFDocument: typeof PDFDocumentClass, meta: { title: string; subject?: string }) {
    this.doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: meta.title, Subject: meta.subject ?? meta.title, Producer: 'Sales console' } });
    const { regular, bold } = fontFiles();
    this.doc.registerFont('regular', (parsedFonts.regular ?? regular) as Buffer);
    this.doc.registerFont('bold', (parsedFonts.bold ?? bold) as Buffer);
    this.use('bold');
    this.use('regular').fontSize(10);
    this.done = new Promise((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
  }

  /** Switches font, keeping the parsed font for the next documents (pdfkit accepts a parsed font as a source). */
  private use(name: 'regular' | 'bold'): PDFKit.PDFDocument {
    this.doc.font(name);
    // pdfkit keeps the parsed (fontkit) font on the current font; parsing DejaVu again for every document costs more
    // than the rest of an invoice. Only the parse is shared: each document embeds its own subset.
    parsedFonts[name] ??= (this.doc as unknown as { _font?: { font?: unknown } })._font?.font;
    return this.doc;
  }

  private get width(): number {
    return this.doc.page.width - MARGIN * 2;
  }

  title(text: string): this {
    this.doc.font('bold').fontSize(16).text(text, { align: 'center' }).moveDown(0.5);
    this.doc.font('regular').fontSize(10);
    return this;
  }

  heading(text: string): this {
    this.doc.moveDown(0.6).font('bold').fontSize(11).text(text).font('regular').fontSize(10).moveDown(0.2);
    return this;
  }

  paragraph(text: string, opts: { muted?: boolean } = {}): this {
    this.doc.fillColor(opts.muted ? MUTED : 'black').text(text, { width: this.width }).fillColor('black');
    return this;
  }

  /** 'Label: value' rows, the label in bold. */
  fields(rows: readonly (readonly [string, string])[]): this {
    for (const [label, value] of rows) {
      this.doc.font('bold').text(`${label}: `, { continued: true }).font('regular').text(value);
    }
    return this;
  }

  /** A simple table; widths are fractions of the printable width and should add up to 1. */
  table(columns: readonly TableColumn[], rows: readonly (readonly string[])[]): this {
    const left = MARGIN;
    const widths = columns.map((c) => c.width * this.width);
    const drawRow = (cells: readonly string[], bold: boolean) => {
      if (this.doc.y > this.doc.page.height - MARGIN - 40) this.doc.addPage();
      const top = this.doc.y;
      let x = left;
      let bottom = top;
      this.doc.font(bold ? 'bold' : 'regular').fontSize(9);
      cells.forEach((cell, i) => {
        const width = widths[i] ?? 0;
        this.doc.text(cell, x + 2, top, { width: width - 4, align: columns[i]?.align ?? 'left' });
        bottom = Math.max(bottom, this.doc.y);
        x += width;
      });
      this.doc.moveTo(left, bottom + 2).lineTo(left + this.width, bottom + 2).strokeColor('#cccccc').stroke();
      this.doc.x = left;
      this.doc.y = bottom + 5;
    };
    drawRow(columns.map((c) => c.header), true);
    for (const row of rows) drawRow(row, false);
    this.doc.font('regular').fontSize(10);
    return this;
  }

  space(lines = 1): this {
    this.doc.moveDown(lines);
    return this;
  }

  /** Ends the document and resolves with its bytes. */
  async toBuffer(): Promise<Buffer> {
    this.doc.end();
    return this.done;
  }
}

/** A Content-Disposition header value for a PDF download (ASCII name plus RFC 5987 for anything else). */
export function pdfDisposition(fileName: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = fileName.replace(/[^\w.-]+/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
