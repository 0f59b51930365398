// The audit log of administrators' writes: reading it and downloading it as CSV.
import { defineArea } from '../area';
import { auditRoutes } from './routes';

export const auditArea = defineArea({ name: 'audit', adminRoutes: [auditRoutes] });
