import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe(isDatabaseUnavailable.name, () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a connection attempt to several addresses', Object.assign(new AggregateError([withCode('ECONNREFUSED')]), {})],
    ['the server shutting down (57P01)', withCode('57P01', 'terminating connection due to administrator command')],
    ['the server starting (57P03)', withCode('57P03', 'the database system is starting up')],
    ['a connection exception (08006)', withCode('08006')],
    ['a connection cut mid-query', new Error('Connection terminated unexpectedly')],
    ["a connection cut mid-query, in MikroORM's words", new Error('select "s0"."company_id" from "shortlist_entries" as "s0" - Connection terminated unexpectedly')],
    ["knex's pool timeout", Object.assign(new Error('Knex: Timeout acquiring a connection. The pool is probably full.'), { name: 'KnexTimeoutError' })],
    ['a wrapped cause', new Error('query failed', { cause: withCode('ECONNRESET') })],
  ])('recognises %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error', withCode('42601')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', null],
  ])('leaves %s to the 500 answer', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
