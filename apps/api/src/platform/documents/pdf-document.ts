import { PassThrough, type Readable } from 'node:stream';
import type PDFDocument from 'pdfkit';
import { formatCell, formatDocumentDateTime } from './cell-values.ts';
import type { DocumentInput } from './document-input.ts';
import { DOCUMENT_TEXTS, type DocumentTexts } from './document-texts.ts';
import { PDF_FONTS } from './pdf-fonts.ts';
import {
  CELL_PAD,
  FONT_SIZE,
  PAGE,
  Paginator,
  computeLayout,
  measureRow,
  type PdfLayout,
} from './pdf-layout.ts';
import { createRowSpool } from './row-spool.ts';

type Doc = InstanceType<typeof PDFDocument>;
/** a spooled row: its height, then its cells as printed */
type SpooledRow = [number, ...string[]];

const COLORS = { text: '#111111', muted: '#555555', heading: '#EDE7F6', stripe: '#F6F6F9', rule: '#D5D5DD' };

/** pdfkit (and its fonts' parser) is loaded at the first PDF, not at start: ≈ 28 MB (decision 015) */
const loadPdfKit = async () => (await import('pdfkit')).default;

function newDocument(PdfKit: typeof PDFDocument, input: DocumentInput, texts: DocumentTexts): Doc {
  const doc = new PdfKit({
    size: 'A4',
    layout: 'landscape',
    // every position is computed here; no margin lets pdfkit add a page on its own
    margin: 0,
    autoFirstPage: false,
    fontLayoutCache: false,
    lang: input.language,
    displayTitle: true,
    info: { Title: input.title, Author: input.operatorName ?? texts.operatorName },
  });
  doc.registerFont('regular', PDF_FONTS.regular);
  doc.registerFont('bold', PDF_FONTS.bold);
  return doc;
}

/**
 * The document as a PDF (decision 011): Noto Sans embedded (Kazakh letters, ₸), a header on every
 * page (operator, title, company, BIN, period), the column headings repeated on every page, and
 * "page X of Y" at the foot. Two passes over a temporary file: the first formats and measures the
 * rows and counts the pages, the second prints them — rows are never all in memory.
 */
export function renderPdf(input: DocumentInput): Readable {
  const out = new PassThrough();
  writePdf(input, out).catch((error: unknown) => out.destroy(error as Error));
  return out;
}

async function writePdf(input: DocumentInput, out: PassThrough): Promise<void> {
  const texts = DOCUMENT_TEXTS[input.language];
  const PdfKit = await loadPdfKit();
  const spool = await createRowSpool<SpooledRow>();
  try {
    // pass 1: format, measure and count pages on a document that is never written
    const measuring = newDocument(PdfKit, input, texts);
    measuring.addPage();
    const layout = computeLayout(measuring, input, texts);
    measuring.font('regular').fontSize(FONT_SIZE.cell);
    const counter = new Paginator(layout);
    let rowCount = 0;
    for await (const record of input.rows) {
      const cells = input.columns.map((column) =>
        formatCell(column.type, record[column.key], input.language),
      );
      const height = measureRow(measuring, layout, cells);
      counter.place(height);
      await spool.write([height, ...cells]);
      rowCount += 1;
    }
    const pages = counter.page;

    // pass 2: print
    const doc = newDocument(PdfKit, input, texts);
    doc.pipe(out);
    const generatedAt = formatDocumentDateTime(new Date());
    const startPage = (page: number) => {
      doc.addPage();
      drawPageFrame(doc, layout, input, texts, { page, pages, generatedAt });
    };
    startPage(1);
    if (rowCount === 0) {
      doc.font('regular').fontSize(FONT_SIZE.cell).fillColor(COLORS.muted);
      doc.text(texts.noRows, PAGE.margin, layout.tableTop + CELL_PAD.y * 2, { lineBreak: false });
    }
    const paginator = new Paginator(layout);
    let index = 0;
    for await (const [height, ...cells] of spool.read()) {
      if (paginator.place(height)) startPage(paginator.page);
      drawRow(doc, layout, cells, paginator.y - height, height, index++ % 2 === 1);
    }
    doc.end();
  } finally {
    await spool.dispose();
  }
}

interface PageNumber {
  page: number;
  pages: number;
  generatedAt: string;
}

function drawPageFrame(
  doc: Doc,
  layout: PdfLayout,
  input: DocumentInput,
  texts: DocumentTexts,
  at: PageNumber,
) {
  const width = PAGE.width - 2 * PAGE.margin;
  doc.font('regular').fontSize(FONT_SIZE.operator).fillColor(COLORS.muted);
  doc.text(input.operatorName ?? texts.operatorName, PAGE.margin, layout.operatorY, { width });
  doc.font('bold').fontSize(FONT_SIZE.title).fillColor(COLORS.text);
  doc.text(input.title, PAGE.margin, layout.titleY, { width });
  doc.font('regular').fontSize(FONT_SIZE.meta).fillColor(COLORS.text);
  doc.text(layout.metaLine, PAGE.margin, layout.metaY, { width });

  // the column headings, repeated on every page
  doc.rect(PAGE.margin, layout.headingY, width, layout.headingHeight).fill(COLORS.heading);
  doc.font('bold').fontSize(FONT_SIZE.heading).fillColor(COLORS.text);
  input.columns.forEach((column, i) => {
    const placed = layout.columns[i]!;
    doc.text(column.header, placed.x + CELL_PAD.x, layout.headingY + CELL_PAD.y, {
      width: placed.width - 2 * CELL_PAD.x,
      align: placed.align,
    });
  });

  doc.font('regular').fontSize(FONT_SIZE.footer).fillColor(COLORS.muted);
  doc.text(`${texts.generated}: ${at.generatedAt}`, PAGE.margin, layout.footerY, { lineBreak: false });
  const pageText = texts.page(at.page, at.pages);
  doc.text(pageText, PAGE.width - PAGE.margin - doc.widthOfString(pageText), layout.footerY, {
    lineBreak: false,
  });
}

function drawRow(
  doc: Doc,
  layout: PdfLayout,
  cells: string[],
  y: number,
  height: number,
  isStriped: boolean,
) {
  const width = PAGE.width - 2 * PAGE.margin;
  if (isStriped) doc.rect(PAGE.margin, y, width, height).fill(COLORS.stripe);
  doc
    .moveTo(PAGE.margin, y + height)
    .lineTo(PAGE.margin + width, y + height)
    .lineWidth(0.4)
    .stroke(COLORS.rule);
  doc.font('regular').fontSize(FONT_SIZE.cell).fillColor(COLORS.text);
  const isSingleLine = height <= layout.lineHeight + 2 * CELL_PAD.y + 0.01;
  cells.forEach((text, i) => {
    if (!text) return;
    const placed = layout.columns[i]!;
    const cellWidth = placed.width - 2 * CELL_PAD.x;
    if (isSingleLine) {
      const x =
        placed.align === 'right'
          ? placed.x + placed.width - CELL_PAD.x - doc.widthOfString(text)
          : placed.x + CELL_PAD.x;
      doc.text(text, x, y + CELL_PAD.y, { lineBreak: false });
    } else {
      doc.text(text, placed.x + CELL_PAD.x, y + CELL_PAD.y, {
        width: cellWidth,
        height: height - 2 * CELL_PAD.y + 1,
        ellipsis: true,
        align: placed.align,
      });
    }
  });
}
