// An A4 document written top to bottom: a cursor that starts a new page when the next block would
// reach the footer, label/value rows whose value wraps or shrinks, signature lines, and the footer
// ('Impreso el …', 'Página n de m') on every page once the content is done.
import { type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import type { DocumentFonts } from './fonts';
import { fitText, wrapText } from './wrap';

export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 56;
export const CONTENT_WIDTH = A4.width - 2 * MARGIN;
/** Content stops above this: the footer lives below. */
const CONTENT_BOTTOM = 72;
const LABEL_WIDTH = 150;
const VALUE_SIZES = [11, 9.5] as const;

export const INK = rgb(0.1, 0.1, 0.1);
export const MUTED = rgb(0.4, 0.4, 0.4);

export interface Signatory {
  name: string;
  caption: string;
}

export class Sheet {
  page: PDFPage;
  /** Baseline of the next line. */
  y: number;

  constructor(
    readonly pdf: PDFDocument,
    readonly fonts: DocumentFonts,
  ) {
    this.page = pdf.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  /** Room for `height` more points on this page, or a new page. */
  ensure(height: number): void {
    if (this.y - height >= CONTENT_BOTTOM) return;
    this.page = this.pdf.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  gap(points: number): void {
    this.y -= points;
  }

  /** Draws already-printable lines from the cursor down. */
  lines(lines: string[], x: number, font: PDFFont, size: number, color = INK, leading = size * 1.35): void {
    for (const line of lines) {
      this.page.drawText(line, { x, y: this.y, size, font, color });
      this.y -= leading;
    }
  }

  /** A paragraph across the content width (wrapped, never off the page). */
  paragraph(text: string, font: PDFFont, size: number, color = INK): void {
    const lines = wrapText(this.fonts.printable(text), font, size, CONTENT_WIDTH);
    this.ensure(lines.length * size * 1.35);
    this.lines(lines, MARGIN, font, size, color);
  }

  /** 'Label: value', the value wrapped to its column, shrunk when it would take more than three lines. */
  pair(label: string, value: string): void {
    const { regular, bold, printable } = this.fonts;
    const labels = wrapText(printable(`${label}:`), bold, 10, LABEL_WIDTH - 10);
    const { lines, size } = fitText(printable(value) || '—', regular, VALUE_SIZES, CONTENT_WIDTH - LABEL_WIDTH, 3);
    const height = Math.max(labels.length * 13.5, lines.length * size * 1.3);
    this.ensure(height);
    const top = this.y;
    this.lines(labels, MARGIN, bold, 10, MUTED, 13.5);
    this.y = top;
    this.lines(lines, MARGIN + LABEL_WIDTH, regular, size, INK, size * 1.3);
    this.y = top - height - 5;
  }

  /** A thin line across the content width, under the cursor. */
  rule(): void {
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: A4.width - MARGIN, y: this.y }, thickness: 0.6, color: MUTED });
  }

  /** Signature lines side by side, their line at height `at` on the page, or right after the content when it reaches lower. */
  signatures(people: Signatory[], at: number): void {
    const column = (CONTENT_WIDTH - 40 * (people.length - 1)) / people.length;
    const { regular, printable } = this.fonts;
    const names = people.map((p) => fitText(printable(p.name) || ' ', regular, [10, 9, 8], column, 2, 3));
    const height = 48 + 12 * Math.max(...names.map((n) => n.lines.length));
    this.gap(56); // room to sign above the line
    this.ensure(height);
    const line = Math.min(this.y, Math.max(at, CONTENT_BOTTOM + height));
    people.forEach((person, i) => {
      const x = MARGIN + i * (column + 40);
      this.page.drawLine({ start: { x, y: line }, end: { x: x + column, y: line }, thickness: 0.8, color: INK });
      this.y = line - 14;
      this.lines(names[i].lines, x, regular, names[i].size, INK, 12);
      this.lines(wrapText(printable(person.caption), regular, 9, column), x, regular, 9, MUTED, 12);
    });
    this.y = line - height;
  }

  /** The footer of every page: `left` (the printing moment) and the page's number. */
  footers(left: string): void {
    const { regular, printable } = this.fonts;
    const pages = this.pdf.getPages();
    pages.forEach((page, i) => {
      page.drawLine({ start: { x: MARGIN, y: 48 }, end: { x: A4.width - MARGIN, y: 48 }, thickness: 0.4, color: MUTED });
      page.drawText(printable(left), { x: MARGIN, y: 34, size: 8.5, font: regular, color: MUTED });
      const number = `Página ${i + 1} de ${pages.length}`;
      page.drawText(number, { x: A4.width - MARGIN - regular.widthOfTextAtSize(number, 8.5), y: 34, size: 8.5, font: regular, color: MUTED });
    });
  }
}
