// Which errors mean "the database cannot be reached right now" (a 503 to retry), and which are a query's own (500).
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { isDatabaseUnavailable } from '../../src/observability/databaseUnavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['the pool gave up waiting', new Error('timeout exceeded when trying to connect')],
    ['the server went away mid-query', new Error('Connection terminated unexpectedly')],
    ['admin shutdown', withCode('terminating connection due to administrator command', '57P01')],
    ['starting up', withCode('the database system is starting up', '57P03')],
    ['connection failure', withCode('connection failure', '08006')],
    ['too many connections', withCode('sorry, too many clients already', '53300')],
    ['wrapped by drizzle', new DrizzleQueryError('SELECT 1', [], withCode('connect ECONNREFUSED', 'ECONNREFUSED'))],
  ])('%s: unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a serialization failure', withCode('could not serialize access', '40001')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'ECONNREFUSED'],
  ])('%s: not unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
