import type PDFDocument from 'pdfkit';
import { formatPeriod } from './cell-values.ts';
import { columnWidth, type DocumentInput } from './document-input.ts';
import type { DocumentTexts } from './document-texts.ts';

type Doc = InstanceType<typeof PDFDocument>;

/** A4 landscape, in points: tables of reports are wide (decision 011). */
export const PAGE = { width: 841.89, height: 595.28, margin: 36 } as const;
export const FONT_SIZE = { operator: 8, title: 14, meta: 9, heading: 8, cell: 8, footer: 7.5 } as const;
export const CELL_PAD = { x: 4, y: 3 } as const;
/** a longer cell is cut with an ellipsis, so one row never outgrows a page */
export const MAX_CELL_LINES = 4;

export interface PdfColumn {
  x: number;
  width: number;
  align: 'left' | 'right';
}

/** Where everything goes on a page; the same on every page, so pages can be counted before printing. */
export interface PdfLayout {
  operatorY: number;
  titleY: number;
  metaY: number;
  metaLine: string;
  headingY: number;
  headingHeight: number;
  tableTop: number;
  tableBottom: number;
  footerY: number;
  lineHeight: number;
  columns: PdfColumn[];
}

const contentWidth = PAGE.width - 2 * PAGE.margin;

export function computeLayout(doc: Doc, input: DocumentInput, texts: DocumentTexts): PdfLayout {
  const total = input.columns.reduce((sum, column) => sum + columnWidth(column), 0);
  let x = PAGE.margin;
  const columns = input.columns.map((column) => {
    const width = (columnWidth(column) / total) * contentWidth;
    const placed: PdfColumn = {
      x,
      width,
      align: column.type === 'money' || column.type === 'number' ? 'right' : 'left',
    };
    x += width;
    return placed;
  });

  const operatorY = PAGE.margin;
  doc.font('regular').fontSize(FONT_SIZE.operator);
  const titleY =
    operatorY + doc.heightOfString(input.operatorName ?? texts.operatorName, { width: contentWidth }) + 2;
  doc.font('bold').fontSize(FONT_SIZE.title);
  const metaY = titleY + doc.heightOfString(input.title, { width: contentWidth }) + 2;
  const metaLine = [
    `${texts.company}: ${input.company}`,
    `${texts.bin}: ${input.bin}`,
    ...(input.period ? [`${texts.period}: ${formatPeriod(input.period)}`] : []),
  ].join('   ·   ');
  doc.font('regular').fontSize(FONT_SIZE.meta);
  const headingY = metaY + doc.heightOfString(metaLine, { width: contentWidth }) + 10;

  doc.font('bold').fontSize(FONT_SIZE.heading);
  const headingHeight =
    Math.max(
      ...input.columns.map((column, i) =>
        doc.heightOfString(column.header, { width: columns[i]!.width - 2 * CELL_PAD.x }),
      ),
    ) +
    2 * CELL_PAD.y;

  doc.font('regular').fontSize(FONT_SIZE.cell);
  const lineHeight = doc.heightOfString('Xg', { width: contentWidth });
  const footerY = PAGE.height - PAGE.margin + 8;
  return {
    operatorY,
    titleY,
    metaY,
    metaLine,
    headingY,
    headingHeight,
    tableTop: headingY + headingHeight,
    tableBottom: PAGE.height - PAGE.margin,
    footerY,
    lineHeight,
    columns,
  };
}

/** A row's height: its tallest cell, at most MAX_CELL_LINES lines. Expects the cell font set. */
export function measureRow(doc: Doc, layout: PdfLayout, cells: string[]): number {
  let lines = layout.lineHeight;
  cells.forEach((text, i) => {
    const width = layout.columns[i]!.width - 2 * CELL_PAD.x;
    if (!text || (!text.includes('\n') && doc.widthOfString(text) <= width)) return;
    lines = Math.max(
      lines,
      Math.min(doc.heightOfString(text, { width }), layout.lineHeight * MAX_CELL_LINES),
    );
  });
  return lines + 2 * CELL_PAD.y;
}

/** Splits rows into pages: a row that does not fit starts the next page (first pass and second alike). */
export class Paginator {
  page = 1;
  y: number;
  constructor(private readonly layout: PdfLayout) {
    this.y = layout.tableTop;
  }
  /** places a row; true when it opens a new page */
  place(height: number): boolean {
    const breaks = this.y + height > this.layout.tableBottom && this.y > this.layout.tableTop;
    if (breaks) {
      this.page += 1;
      this.y = this.layout.tableTop;
    }
    this.y += height;
    return breaks;
  }
}
