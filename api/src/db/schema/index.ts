// Every table, one file per area. drizzle-kit reads this to generate the SQL migrations in api/drizzle.
export * from './users';
export * from './authTokens';
export * from './accounts';
export * from './mail';
export * from './notifications';
export * from './ledger';
export * from './idempotency';
export * from './jobs';
export * from './payments';
export * from './profiles';
export * from './bankAccounts';
export * from './settings';
export * from './withdrawals';
export * from './rateLimits';
export * from './alerts';
export * from './pinLocks';
export * from './savings';
