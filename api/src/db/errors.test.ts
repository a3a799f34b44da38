import { describe, expect, it } from 'vitest';
import { isInvalidInputValue, isTransientConflict, isUniqueViolation } from './errors.js';

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
});
