import { describe, expect, it } from 'vitest';
import {
  isDatabaseUnavailable,
  isDeadlock,
  isStatementError,
  isUniqueViolation,
} from './db-errors';

const wrapped = (cause: object) => Object.assign(new Error('Failed query'), { cause });

describe('database error classification', () => {
  it.each([
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    }),
    Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    Object.assign(new Error('connection failure'), { code: '08006' }),
    new Error('Connection terminated unexpectedly'),
    new Error('timeout exceeded when trying to connect'),
  ])('counts %s as the database being unavailable, wrapped or not', (error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it('does not count query errors as an outage', () => {
    const unique = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(isDatabaseUnavailable(wrapped(unique))).toBe(false);
    expect(isUniqueViolation(wrapped(unique))).toBe(true);
    expect(isDatabaseUnavailable(new Error('syntax error'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });

  it("tells PostgreSQL's answers to a statement from other failures", () => {
    const foreignKey = { code: '23503', severity: 'ERROR', message: 'violates foreign key' };
    expect(isStatementError(wrapped(Object.assign(new Error('fk'), foreignKey)))).toBe(true);
    expect(isStatementError(Object.assign(new Error('pipe'), { code: 'EPIPE' }))).toBe(false);
    expect(isStatementError(new Error('check-in write: one answer per check-in'))).toBe(false);
    expect(isStatementError(undefined)).toBe(false);
  });

  it('recognises a deadlock victim, wrapped or not', () => {
    const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    expect(isDeadlock(deadlock)).toBe(true);
    expect(isDeadlock(wrapped(deadlock))).toBe(true);
    expect(isDeadlock(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
  });
});
