// The statements module: the member's wallet statement as JSON pages, CSV or PDF.
import { defineArea } from '../area';
import { statementRoutes } from './routes';

export const statementsArea = defineArea({ name: 'statements', routes: [statementRoutes] });

export { walletStatement, fullStatement, type DownloadLine, type StatementLine, type StatementSummary } from './service';
