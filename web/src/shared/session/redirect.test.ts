import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirect } from './redirect';

const ORIGIN = 'https://sutra.in';

describe('safeRedirect', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(safeRedirect('/profile/account', ORIGIN)).toBe('/profile/account');
    expect(safeRedirect('/product-listing/suits?sort=lowToHigh#top', ORIGIN)).toBe(
      '/product-listing/suits?sort=lowToHigh#top',
    );
  });

  it.each([
    [null],
    [''],
    ['profile'],
    ['https://evil.example/'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['javascript:alert(1)'],
    // Each passes a check of the text given, and the URL parser makes `//attacker.invalid/x` of it.
    ['/./' + '/attacker.invalid/x'],
    ['/%2e//attacker.invalid/x'],
    ['/%2E//attacker.invalid/x'],
    ['/a/..//attacker.invalid/x'],
    ['/.\\/attacker.invalid/x'],
    ['/.\t//attacker.invalid/x'],
  ])('sends %j to the homepage', (redirect) => {
    expect(safeRedirect(redirect, ORIGIN)).toBe('/');
  });
});

describe('loginPathFor', () => {
  it('asks the login page to come back, encoded', () => {
    expect(loginPathFor('/profile/account?x=1')).toBe('/login?redirect=%2Fprofile%2Faccount%3Fx%3D1');
    expect(loginPathFor('/')).toBe('/login');
  });
});
