export { dividendRoutes } from './routes';
