// Dividends for administrators: declaring one over a pool and allocating it to members.
import { defineArea } from '../area';
import { dividendRoutes } from './routes';

export const dividendsArea = defineArea({ name: 'dividends', adminRoutes: [dividendRoutes] });
