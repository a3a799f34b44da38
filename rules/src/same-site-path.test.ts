import { describe, expect, it } from 'vitest';
import { sameSitePath } from './same-site-path.js';

const ORIGIN = 'https://sutra.in';

/** Where a browser on one of the store's pages lands when it follows `path` (as `location.assign` or a `Location`). */
const landsOn = (path: string, page = `${ORIGIN}/login?redirect=x`) => new URL(path, page);

describe('sameSitePath', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(sameSitePath('/profile/account', ORIGIN)).toBe('/profile/account');
    expect(sameSitePath('/product-listing/suits?sort=lowToHigh#top', ORIGIN)).toBe(
      '/product-listing/suits?sort=lowToHigh#top',
    );
    expect(sameSitePath('/', ORIGIN)).toBe('/');
    expect(sameSitePath('/profile/./orders/../account', ORIGIN)).toBe('/profile/account');
  });

  // The published open redirect: each passed the first check and came out of the URL parser as `//attacker.invalid/x`.
  it.each([['/./' + '/attacker.invalid/x'], ['/%2e//attacker.invalid/x'], ['/a/..//attacker.invalid/x']])(
    'refuses %j, which the URL parser turns into another host',
    (target) => {
      expect(sameSitePath(target, ORIGIN)).toBeNull();
    },
  );

  it.each([
    [null],
    [undefined],
    [''],
    ['profile'],
    ['https://attacker.invalid/'],
    ['//attacker.invalid/path'],
    ['javascript:alert(1)'],
    ['data:text/html,hi'],
    ['https:attacker.invalid'],
    // Backslashes: browsers read them as slashes in http(s) URLs.
    ['/\\attacker.invalid'],
    ['\\/attacker.invalid'],
    ['/.\\/attacker.invalid'],
    ['/./\\attacker.invalid'],
    ['/a/..\\\\attacker.invalid'],
    ['/%2e\\\\attacker.invalid'],
    // Tabs and newlines: the parser drops them wherever they are.
    ['/\t/attacker.invalid'],
    ['/\n/attacker.invalid'],
    ['/\r\n/attacker.invalid'],
    ['/.\t//attacker.invalid'],
    ['\t//attacker.invalid'],
    // Dot segments in every spelling and case.
    ['/%2E//attacker.invalid'],
    ['/%2e%2E//attacker.invalid'],
    ['/a/%2E%2e//attacker.invalid'],
    ['/a/.%2E//attacker.invalid'],
    ['/..//attacker.invalid'],
    ['/./../..//attacker.invalid'],
    ['/a/b/../..//attacker.invalid'],
    ['/.//attacker.invalid?next=/#/'],
  ])('refuses %j', (target) => {
    expect(sameSitePath(target, ORIGIN)).toBeNull();
  });

  // Encoded slashes and tabs stay encoded: a path segment on this site, never a host.
  it.each([
    ['/%2F/attacker.invalid', '/%2F/attacker.invalid'],
    ['/%2f%2fattacker.invalid', '/%2f%2fattacker.invalid'],
    ['/.%2F/attacker.invalid', '/.%2F/attacker.invalid'],
    ['/%5C/attacker.invalid', '/%5C/attacker.invalid'],
    ['/%09/attacker.invalid', '/%09/attacker.invalid'],
    ['/@attacker.invalid', '/@attacker.invalid'],
  ])('keeps %j on this site', (target, path) => {
    expect(sameSitePath(target, ORIGIN)).toBe(path);
  });

  it('answers only paths that keep a browser on this site, from any page, and answers them unchanged when given again', () => {
    const tricky = [
      '/./' + '/attacker.invalid/x',
      '/%2e//attacker.invalid/x',
      '/a/..//attacker.invalid/x',
      '/%2F/attacker.invalid',
      '/.%2F/attacker.invalid',
      '/%5C%5Cattacker.invalid',
      '/a/%2e%2e/%2F/attacker.invalid',
      '/profile?redirect=//attacker.invalid',
      '/profile#//attacker.invalid',
      '/ /attacker.invalid',
    ];
    for (const target of tricky) {
      const path = sameSitePath(target, ORIGIN);
      if (path === null) continue;
      for (const page of [`${ORIGIN}/`, `${ORIGIN}/login?redirect=x`, `${ORIGIN}/a/b/c`]) {
        expect(landsOn(path, page).origin, `${target} from ${page}`).toBe(ORIGIN);
      }
      expect(sameSitePath(path, ORIGIN), target).toBe(path);
    }
  });

  it('compares with the origin alone, whatever path the configured URL has', () => {
    expect(sameSitePath('/cart', 'https://sutra.in/store/')).toBe('/cart');
    expect(sameSitePath('/cart', 'not a url')).toBeNull();
  });
});
