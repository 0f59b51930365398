// Investments (issue 10): the market place and the halal product for members, and the admin's side.
export { investmentRoutes, INVESTMENTS_FOR_MEMBERS } from './routes';
/** SA / ADMIN */
export { investmentAdminRoutes } from './admin';
export { runPayout, runDuePayouts, PAYOUT_JOB } from './payout';
export { INVESTMENT_PURPOSE } from './purchase';
