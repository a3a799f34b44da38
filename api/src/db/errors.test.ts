import { describe, expect, it } from 'vitest';
import {
  isDatabaseUnavailable,
  isInvalidInputValue,
  isTransientConflict,
  isUniqueViolation,
  rootCauseMessage,
} from './errors.js';

/** PGlite and `pg` both report PostgreSQL's SQLSTATE as `code`; Drizzle wraps either in a `cause`. */
const driverError = (code: string) => Object.assign(new Error('db'), { code });
const wrapped = (code: string) => Object.assign(new Error('Failed query'), { cause: driverError(code) });

describe('classifying PostgreSQL errors', () => {
  it('reads class 22 (data exception) as a value the caller sent, bare or wrapped', () => {
    for (const code of ['22P02', '22021', '22001', '22003', '22007', '22008', '22P05']) {
      expect(isInvalidInputValue(driverError(code))).toBe(true);
      expect(isInvalidInputValue(wrapped(code))).toBe(true);
    }
  });

  it('does not read other failures as bad input', () => {
    for (const error of [driverError('23505'), wrapped('40001'), new Error('boom'), driverError('ECONNRESET'), null]) {
      expect(isInvalidInputValue(error)).toBe(false);
    }
  });

  it('still tells unique violations and transient conflicts apart', () => {
    expect(isUniqueViolation(wrapped('23505'))).toBe(true);
    expect(isTransientConflict(wrapped('40P01'))).toBe(true);
    expect(isTransientConflict(wrapped('23505'))).toBe(false);
  });

  it('reads a lost or refused connection as the database being unavailable, bare or wrapped', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const unavailable = [
      driverError('57P01'),
      wrapped('08006'),
      wrapped('57P03'),
      wrapped('57014'),
      refused,
      Object.assign(new Error('Failed query'), { cause: refused }),
      new AggregateError([refused], 'connect failed'),
      new Error('timeout exceeded when trying to connect'),
      Object.assign(new Error('Failed query'), { cause: new Error('Connection terminated unexpectedly') }),
    ];
    for (const error of unavailable) expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('does not read a refused statement or our own bug as the database being unavailable', () => {
    for (const error of [wrapped('23505'), wrapped('22P02'), wrapped('42P01'), new TypeError('x is undefined'), null]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });

  it('names the driver’s words under Drizzle’s wrapping', () => {
    const inner = new Error('connect ECONNREFUSED 127.0.0.1:5432');
    expect(rootCauseMessage(Object.assign(new Error('Failed query: select 1'), { cause: inner }))).toBe(inner.message);
  });
});
