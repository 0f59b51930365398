// The statement as a PDF (pdfkit, pure JS): the society, the member, the period, opening and closing balances
// and totals, then the movements in a table that continues over as many A4 pages as it needs, each page
// numbered "Page N of M". Rows have a fixed height, so M is known before the first row is drawn and nothing
// has to be held back: pages stream out as they are finished. DejaVu Sans is embedded for the ₦ sign.
import fs from 'node:fs';
import path from 'node:path';
import type PDFDocument from 'pdfkit';
import { displayDate, lagosDateTime, nairaText } from './format';
import type { DownloadLine, StatementSummary } from './service';

/** pdfkit is the API's heaviest module (its fonts' parsers): loaded when the first statement is drawn, not at start */
let pdfkit: typeof PDFDocument | undefined;
function pdfDocumentClass(): typeof PDFDocument {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a lazy load; import() would make statementPdf async
  pdfkit ??= require('pdfkit') as typeof PDFDocument;
  return pdfkit;
}

/** about 345 pages and a few seconds of drawing: beyond it a PDF is not read, and the CSV has every row */
export const MAX_PDF_ROWS = 10_000;

const FONT_DIR = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
let fonts: { regular: Buffer; bold: Buffer } | null = null;
function loadFonts() {
  fonts ??= { regular: fs.readFileSync(path.join(FONT_DIR, 'DejaVuSans.ttf')), bold: fs.readFileSync(path.join(FONT_DIR, 'DejaVuSans-Bold.ttf')) };
  return fonts;
}

// A4 in points; everything is placed by hand (no automatic page breaks)
const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const RIGHT = PAGE.width - PAGE.margin;
const ROW_HEIGHT = 24;
const TABLE_HEAD_HEIGHT = 18;
const FIRST_TABLE_TOP = 178;
const NEXT_TABLE_TOP = 62;
const ROWS_BOTTOM = PAGE.height - 52;
const COLUMNS = {
  date: { x: PAGE.margin, width: 58 },
  detail: { x: PAGE.margin + 62, width: 196 },
  // amounts are right-aligned on these edges
  credit: RIGHT - 172,
  debit: RIGHT - 86,
  balance: RIGHT,
};
const YIELD_EVERY_ROWS = 100;
const INK = '#1f2933';
const MUTED = '#616e7c';
const ACCENT = '#0b6e4f';

export const ROWS_ON_FIRST_PAGE = Math.floor((ROWS_BOTTOM - FIRST_TABLE_TOP - TABLE_HEAD_HEIGHT) / ROW_HEIGHT);
export const ROWS_ON_NEXT_PAGES = Math.floor((ROWS_BOTTOM - NEXT_TABLE_TOP - TABLE_HEAD_HEIGHT) / ROW_HEIGHT);

export function pageCount(rows: number): number {
  return rows <= ROWS_ON_FIRST_PAGE ? 1 : 1 + Math.ceil((rows - ROWS_ON_FIRST_PAGE) / ROWS_ON_NEXT_PAGES);
}

export interface PdfOptions {
  societyName: string;
  generatedAt: Date;
  /** default true; tests read the page contents uncompressed */
  compress?: boolean;
}

type Doc = PDFKit.PDFDocument;

// Text widths from cached per-character advances: pdfkit's widthOfString lays the string out with fontkit
// every time, which is most of the cost of a long statement. Kerning is ignored (a fraction of a point).
const advances = new Map<string, number>();
function widthOf(doc: Doc, text: string, font: string, size: number): number {
  let width = 0;
  for (const char of text) {
    const key = `${font}|${size}|${char}`;
    let advance = advances.get(key);
    if (advance === undefined) {
      advance = doc.widthOfString(char);
      advances.set(key, advance);
    }
    width += advance;
  }
  return width;
}

function truncateToWidth(doc: Doc, text: string, width: number, font: string, size: number): string {
  if (widthOf(doc, text, font, size) <= width) return text;
  const ellipsis = widthOf(doc, '…', font, size);
  let used = 0;
  let end = 0;
  const chars = [...text];
  while (end < chars.length && used + widthOf(doc, chars[end], font, size) + ellipsis <= width) used += widthOf(doc, chars[end++], font, size);
  return `${chars.slice(0, end).join('').trimEnd()}…`;
}

function put(doc: Doc, text: string, x: number, y: number, options: { font?: 'regular' | 'bold'; size?: number; color?: string; width?: number; alignRight?: boolean } = {}) {
  const font = options.font ?? 'regular';
  const size = options.size ?? 8;
  doc.font(font).fontSize(size).fillColor(options.color ?? INK);
  const value = options.width ? truncateToWidth(doc, text, options.width, font, size) : text;
  const left = options.alignRight ? x - widthOf(doc, value, font, size) : x;
  doc.text(value, left, y, { lineBreak: false });
}

function firstPageHeader(doc: Doc, summary: StatementSummary, options: PdfOptions) {
  const m = PAGE.margin;
  put(doc, options.societyName, m, m, { font: 'bold', size: 15, color: ACCENT, width: RIGHT - m });
  put(doc, 'Statement of Account', m, m + 22, { size: 11, color: MUTED });
  const facts: Array<[string, string]> = [
    ['Member', summary.memberName],
    ['Member number', summary.accountNo],
    ['Account', summary.account],
    ['Period', `${displayDate(summary.from)} to ${displayDate(summary.to)}`],
  ];
  const figures: Array<[string, string]> = [
    ['Opening balance', nairaText(summary.opening)],
    ['Total credits', nairaText(summary.credits)],
    ['Total debits', nairaText(summary.debits)],
    ['Closing balance', nairaText(summary.closing)],
  ];
  facts.forEach(([label, value], i) => {
    put(doc, label, m, 86 + i * 16, { size: 8.5, color: MUTED });
    put(doc, value, m + 82, 86 + i * 16, { font: 'bold', size: 8.5, width: 190 });
  });
  figures.forEach(([label, value], i) => {
    put(doc, label, RIGHT - 210, 86 + i * 16, { size: 8.5, color: MUTED });
    put(doc, value, RIGHT, 86 + i * 16, { font: 'bold', size: 8.5, alignRight: true });
  });
}

function nextPageHeader(doc: Doc, summary: StatementSummary, options: PdfOptions) {
  const line = `${options.societyName} · Statement of Account · ${summary.memberName} (${summary.accountNo}) · ${displayDate(summary.from)} to ${displayDate(summary.to)}`;
  put(doc, line, PAGE.margin, PAGE.margin, { size: 7.5, color: MUTED, width: RIGHT - PAGE.margin });
}

function tableHead(doc: Doc, top: number) {
  doc.rect(PAGE.margin, top, RIGHT - PAGE.margin, TABLE_HEAD_HEIGHT).fill('#e8f1ed');
  const y = top + 5;
  put(doc, 'Date', COLUMNS.date.x + 2, y, { font: 'bold' });
  put(doc, 'Description / Reference', COLUMNS.detail.x, y, { font: 'bold' });
  put(doc, 'Credit', COLUMNS.credit - 2, y, { font: 'bold', alignRight: true });
  put(doc, 'Debit', COLUMNS.debit - 2, y, { font: 'bold', alignRight: true });
  put(doc, 'Balance', COLUMNS.balance - 2, y, { font: 'bold', alignRight: true });
}

function tableRow(doc: Doc, line: DownloadLine, top: number) {
  const [date, time] = lagosDateTime(line.at).split(' ');
  const y = top + 5;
  put(doc, displayDate(date), COLUMNS.date.x + 2, y, { width: COLUMNS.date.width - 2 });
  put(doc, time, COLUMNS.date.x + 2, y + 10, { size: 6.5, color: MUTED });
  put(doc, line.description, COLUMNS.detail.x, y, { width: COLUMNS.detail.width });
  const reference = line.status === 'posted' ? line.reference : `${line.reference} · ${line.status}`;
  put(doc, reference, COLUMNS.detail.x, y + 10, { size: 6.5, color: MUTED, width: COLUMNS.detail.width });
  if (line.credit !== null) put(doc, nairaText(line.credit), COLUMNS.credit - 2, y, { alignRight: true });
  if (line.debit !== null) put(doc, nairaText(line.debit), COLUMNS.debit - 2, y, { alignRight: true });
  put(doc, nairaText(line.balance), COLUMNS.balance - 2, y, { font: 'bold', alignRight: true });
  doc
    .moveTo(PAGE.margin, top + ROW_HEIGHT)
    .lineTo(RIGHT, top + ROW_HEIGHT)
    .lineWidth(0.4)
    .strokeColor('#d9e2ec')
    .stroke();
}

function footer(doc: Doc, page: number, pages: number, options: PdfOptions) {
  const y = PAGE.height - 32;
  put(doc, `Generated ${lagosDateTime(options.generatedAt)} (Lagos time)`, PAGE.margin, y, { size: 7, color: MUTED });
  put(doc, `Page ${page} of ${pages}`, RIGHT, y, { size: 7, color: MUTED, alignRight: true });
}

async function draw(doc: Doc, summary: StatementSummary, lines: AsyncIterable<DownloadLine>, options: PdfOptions): Promise<void> {
  const pages = pageCount(summary.total);
  let page = 1;
  let onPage = 0;
  let capacity = ROWS_ON_FIRST_PAGE;
  let top = FIRST_TABLE_TOP + TABLE_HEAD_HEIGHT;
  let drawn = 0;
  doc.addPage();
  firstPageHeader(doc, summary, options);
  tableHead(doc, FIRST_TABLE_TOP);
  for await (const line of lines) {
    if (doc.destroyed) return; // the download was abandoned
    if (onPage === capacity) {
      footer(doc, page, pages, options);
      doc.addPage();
      page += 1;
      onPage = 0;
      capacity = ROWS_ON_NEXT_PAGES;
      nextPageHeader(doc, summary, options);
      tableHead(doc, NEXT_TABLE_TOP);
      top = NEXT_TABLE_TOP + TABLE_HEAD_HEIGHT;
    }
    tableRow(doc, line, top + onPage * ROW_HEIGHT);
    onPage += 1;
    // drawing is synchronous work: let other requests run between slices of a long statement
    if (++drawn % YIELD_EVERY_ROWS === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  if (summary.total === 0) put(doc, 'No transactions in this period.', PAGE.margin + 2, top + 8, { size: 9, color: MUTED });
  footer(doc, page, pages, options);
  doc.end();
}

/** A readable PDF stream; rows are drawn as they arrive from the ledger. */
export function statementPdf(summary: StatementSummary, lines: AsyncIterable<DownloadLine>, options: PdfOptions): Doc {
  const { regular, bold } = loadFonts();
  const doc = new (pdfDocumentClass())({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    compress: options.compress ?? true,
    info: {
      Title: `Statement of Account ${summary.from} to ${summary.to}`,
      Author: options.societyName,
      Subject: `${summary.memberName} (${summary.accountNo})`,
      CreationDate: options.generatedAt,
    },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  draw(doc, summary, lines, options).catch((error: unknown) => doc.destroy(error instanceof Error ? error : new Error(String(error))));
  return doc;
}
