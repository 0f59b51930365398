// preparedRows sends a hot statement's text and values as drizzle's sqlToQuery would have made them, without it.
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { users } from '../../src/db/schema';
import { plainTemplateQuery } from '../../src/ledger/sql';

const dialect = new PgDialect();

describe('plainTemplateQuery', () => {
  it('makes the text and values sqlToQuery makes of a template of plain values', () => {
    const templates = [
      sql`SELECT 1`,
      sql`SELECT ${'a'}::text, ${42}::int, ${12345678901234567890n}::numeric, ${true}, ${null}::jsonb`,
      sql`SELECT * FROM wallet_payment(${'user:1'}, ${'key-1'}, ${0}::int, ${''})`,
      sql`${'leading'} || ${'and trailing'}`,
    ];
    for (const query of templates) {
      const { sql: text, params } = dialect.sqlToQuery(query);
      expect(plainTemplateQuery(query)).toEqual({ sql: text, params });
    }
  });

  it('leaves anything else to sqlToQuery: a nested fragment, a column, undefined', () => {
    expect(plainTemplateQuery(sql`SELECT ${sql`1`}`)).toBeNull();
    expect(plainTemplateQuery(sql`SELECT ${users.id} FROM users`)).toBeNull();
    expect(plainTemplateQuery(sql`SELECT ${undefined}`)).toBeNull();
    expect(plainTemplateQuery(sql`SELECT ${new Date(0)}`)).toBeNull();
  });
});
