// Administrators' accounts and roles (SA).
import { defineArea } from '../area';
import { administratorRoutes } from './routes';

export const administratorsArea = defineArea({ name: 'administrators', adminRoutes: [administratorRoutes] });
