// The statements module: the member's wallet statement as JSON pages, CSV or PDF.
// This index is the area's door: what other areas import from it. Its plugin is ./area.ts.

export { walletStatement, fullStatement, type DownloadLine, type StatementLine, type StatementSummary, eachLine } from './service';
export { statementCsv } from './csv';
export { statementPdf, MAX_PDF_ROWS } from './pdf';
