// The statements module: the member's wallet statement as JSON pages, CSV or PDF.
// The area's plugin, registered by the list of areas (../index.ts); other areas import ./index.ts.
import { defineArea } from '../area';
import { statementRoutes } from './routes';

export const statementsArea = defineArea({ name: 'statements', routes: [statementRoutes] });
