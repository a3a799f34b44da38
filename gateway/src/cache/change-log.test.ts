import { CATALOGUE_WIDE, reviewerScope, reviewsScope } from '@sutra/rules';
import { describe, expect, it } from 'vitest';
import { ChangeLog } from './change-log.js';

const A = reviewsScope('11111111-1111-4111-8111-111111111111');
const B = reviewsScope('22222222-2222-4222-8222-222222222222');
const NAME = reviewerScope('33333333-3333-4333-8333-333333333333');

describe('the change log an answer is judged by', () => {
  it('judges nothing current before it has started', () => {
    const log = new ChangeLog();
    expect(log.version).toBeUndefined();
    expect(log.catalogueVersion).toBeUndefined();
    expect(log.isCurrent(0, [])).toBe(false);
    log.record({ version: 5, scope: CATALOGUE_WIDE });
    expect(log.version).toBeUndefined();
    expect(log.catalogueVersion).toBeUndefined();
  });

  it('keeps an answer current until a change to one of its scopes, or to the catalogue, comes after its start', () => {
    const log = new ChangeLog();
    log.start(10);
    expect(log.isCurrent(10, [A, NAME])).toBe(true);
    log.record({ version: 11, scope: B });
    expect(log.isCurrent(10, [A, NAME])).toBe(true);
    expect(log.isCurrent(10, [B])).toBe(false);
    // Started once the change was known: the api's answer already had it.
    expect(log.isCurrent(11, [B])).toBe(true);
    log.record({ version: 12, scope: NAME });
    expect(log.isCurrent(11, [A, NAME])).toBe(false);
    expect(log.isCurrent(11, [A])).toBe(true);
    log.record({ version: 13, scope: CATALOGUE_WIDE });
    expect(log.isCurrent(12, [])).toBe(false);
    expect(log.isCurrent(13, [A, B, NAME])).toBe(true);
    expect(log.version).toBe(13);
    expect(log.catalogueVersion).toBe(13);
  });

  it('treats every answer started before a new start as stale: what changed meanwhile is unknown', () => {
    const log = new ChangeLog();
    log.start(10);
    log.record({ version: 11, scope: A });
    log.start(20);
    expect(log.isCurrent(19, [])).toBe(false);
    expect(log.isCurrent(20, [A])).toBe(true);
    expect(log.catalogueVersion).toBe(20);
  });

  it('never moves back on a late notice of a change the start already covered', () => {
    const log = new ChangeLog();
    log.start(20);
    log.record({ version: 20, scope: A });
    expect(log.version).toBe(20);
    expect(log.isCurrent(20, [A])).toBe(true);
    log.record({ version: 19, scope: CATALOGUE_WIDE });
    expect(log.catalogueVersion).toBe(20);
  });

  it('stays bounded: a scope it forgets makes every answer started before that change stale, never current', () => {
    const log = new ChangeLog(2);
    log.start(1);
    log.record({ version: 2, scope: A });
    log.record({ version: 3, scope: B });
    log.record({ version: 4, scope: NAME });
    // A (changed at 2) is forgotten: an answer that showed it and started before 2 must not pass.
    expect(log.isCurrent(1, [A])).toBe(false);
    expect(log.isCurrent(1, [])).toBe(false);
    expect(log.isCurrent(2, [A])).toBe(true);
    expect(log.isCurrent(3, [NAME])).toBe(false);
    // A scope changed again is the newest, not the first forgotten.
    log.record({ version: 5, scope: B });
    log.record({ version: 6, scope: A });
    expect(log.isCurrent(4, [B])).toBe(false);
    expect(log.isCurrent(5, [B])).toBe(true);
    expect(log.isCurrent(3, [])).toBe(false);
    expect(log.isCurrent(4, [])).toBe(true);
  });
});
