// Dividends for administrators: declaring one over a pool and allocating it to members.
// The area's plugin, registered by the list of areas (../index.ts); other areas import ./index.ts.
import { defineArea } from '../area';
import { dividendRoutes } from './routes';

export const dividendsArea = defineArea({ name: 'dividends', adminRoutes: [dividendRoutes] });
