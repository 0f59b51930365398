// The statements module: the member's wallet statement as JSON pages, CSV or PDF.
export { statementRoutes } from './routes';
export { walletStatement, fullStatement, type DownloadLine, type StatementLine, type StatementSummary } from './service';
