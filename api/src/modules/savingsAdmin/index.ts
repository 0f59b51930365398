export { savingsAdminRoutes } from './routes';
