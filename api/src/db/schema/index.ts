// Every table, one file per area. drizzle-kit reads this to generate the SQL migrations in api/drizzle.
export * from './users';
export * from './authTokens';
export * from './payments';
