// The audit log of administrators' writes: reading it and downloading it as CSV.
// The area's plugin, registered by the list of areas (../index.ts); other areas import ./index.ts.
import { defineArea } from '../area';
import { auditRoutes } from './routes';

export const auditArea = defineArea({ name: 'audit', adminRoutes: [auditRoutes] });
