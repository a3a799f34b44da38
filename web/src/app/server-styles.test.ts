import createCache from '@emotion/cache';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServerStyleCache, createStoreStyleCache, serverStyleTags } from './server-styles';

const chunks = [
  { key: 'css-global', ids: ['g1'], css: ':root{--x:1}' },
  { key: 'css', ids: ['abc', 'def', 'empty'], css: '.css-abc{color:red}.css-def:hover .css-abc{color:blue}' },
];

/** The head as the server wrote it, followed by a marker, so a tag moved to the head's end shows. */
function serverHead(): HTMLStyleElement[] {
  document.head.innerHTML = `${serverStyleTags(chunks)}<meta name="marker">`;
  return [...document.head.querySelectorAll('style')];
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the server’s style tags', () => {
  it('name the rules each holds, in a form Emotion’s look-ups pass over, those its selectors name as `*`', () => {
    expect(serverStyleTags(chunks)).toBe(
      '<style data-emotion="css-global" data-s data-emotion-rules="g1">:root{--x:1}</style>' +
        '<style data-emotion="css" data-s data-emotion-rules="* empty">.css-abc{color:red}.css-def:hover .css-abc{color:blue}</style>',
    );
  });

  it('list every name when the rules select a class the tag does not hold', () => {
    expect(serverStyleTags([{ key: 'css', ids: ['abc'], css: '.css-abc .css-other{color:red}' }])).toContain(
      'data-emotion-rules="abc"',
    );
  });

  it('stay where the server put them when Emotion makes a cache (as @emotion/react does when it loads)', () => {
    const tags = serverHead();
    createCache({ key: 'css' });
    expect([...document.head.querySelectorAll('style')]).toEqual(tags);
    expect(tags.at(-1)?.nextElementSibling?.getAttribute('name')).toBe('marker');
  });

  it('give the browser’s cache their rules as inserted, without moving them', () => {
    const tags = serverHead();
    const cache = createServerStyleCache();
    expect(cache.inserted).toMatchObject({ abc: true, def: true, empty: true });
    expect(cache.inserted.g1).toBeUndefined();
    expect(cache.inserted['*']).toBeUndefined();
    expect([...document.head.querySelectorAll('style')]).toEqual(tags);
    expect(tags.at(-1)?.nextElementSibling?.getAttribute('name')).toBe('marker');
  });
});

describe('the store’s style cache', () => {
  it('writes a rule once, unprefixed, but for what a supported browser still reads only prefixed', () => {
    const cache = createStoreStyleCache();
    const insert = vi.spyOn(cache.sheet, 'insert').mockImplementation(() => undefined);
    cache.insert(
      '.css-x',
      { name: 'x', styles: 'display:flex;transition:color 1s;user-select:none;' },
      cache.sheet,
      true,
    );
    const css = insert.mock.calls.map(([rule]) => rule);
    expect(css.join('')).toBe('.css-x{display:flex;transition:color 1s;-webkit-user-select:none;user-select:none;}');
  });
});
