import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import { mergeIdenticalRules } from './identical-rules';

/**
 * Properties the browsers the store supports still read only with a `-webkit-` prefix (Safari's `user-select` and
 * `text-size-adjust`; `backdrop-filter` before Safari 18).
 */
const STILL_PREFIXED = new Set(['user-select', 'text-size-adjust', 'backdrop-filter']);

/**
 * Emotion's default prefixer writes every flex, transition and transform rule two to four times over
 * (`display:-webkit-box;display:-webkit-flex;display:-ms-flexbox;display:flex`) for browsers the build's ES2022 target
 * already leaves out: 17 KB of a listing page's HTML, 26 KB of a product page's. This one prefixes only what a
 * supported browser still needs.
 */
export const supportedBrowserPrefixer: StylisPlugin = (element) => {
  if (element.type === 'decl' && !element.return && STILL_PREFIXED.has(String(element.props))) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

/** The store's Emotion cache, alike on the server and in the browser (the class names do not depend on it). */
export const createStoreStyleCache = (): EmotionCache =>
  createCache({ key: 'css', stylisPlugins: [supportedBrowserPrefixer] });

/**
 * The server's styles, and how the browser takes them over without moving them.
 *
 * Emotion's own way moves every server-rendered `<style>` tag: each `createCache` in the browser (and
 * `@emotion/react` makes one when its module loads) appends each `style[data-emotion]` tag to the head again, and the
 * cache's sheet appends its own once more. Every move makes the browser drop and rebuild that style sheet and restyle
 * the whole page: about 25 ms of a desktop's main thread for the store's 80 kB of CSS, four times that on a phone. The
 * tags can stay where the server put them: a cache only has to know which class names they hold, so that hydration
 * does not insert those rules again; rules the browser adds later go into tags of Emotion's own after them, as they
 * would anyway.
 *
 * So the server writes its tags in a form Emotion's look-ups pass over (`data-s` marks a tag Emotion has already
 * taken, and a `data-emotion` value without a space is one it leaves alone), with the class names they hold in
 * `data-emotion-rules`, and the browser's cache is told those names.
 */

/** One chunk of the server's styles, as `@emotion/server`'s `extractCriticalToChunks` gives them. */
export interface StyleChunk {
  key: string;
  ids: string[];
  css: string;
}

const RULES_ATTRIBUTE = 'data-emotion-rules';
/** In a tag's list of rules, stands for every class name its own style rules select (`.css-<name>`). */
const NAMED_IN_TEXT = '*';

/** The Emotion names a style sheet's selectors name, for the cache's key (`css` → `.css-<name>`). */
const namesInText = (key: string, css: string): Set<string> =>
  new Set(Array.from(css.matchAll(new RegExp(`\\.${key}-([\\w-]+)`, 'g')), (match) => match[1] ?? ''));

/**
 * The names a tag's rules hold, as its attribute lists them: when its style rules name every one of them and no other
 * (as a components' chunk does), `*` and only the names they leave out (a rule with no style writes none), since the
 * browser can read the rest from the text: the list was 1-1.5 KB of each page.
 */
function listedNames(key: string, ids: readonly string[], css: string): string {
  const named = namesInText(key, css);
  const held = new Set(ids);
  if (named.size === 0 || [...named].some((name) => !held.has(name))) return ids.join(' ');
  return [NAMED_IN_TEXT, ...ids.filter((name) => !named.has(name))].join(' ');
}

/**
 * The `<style>` tags of a page's head: the global styles first, then the components' rules, with the rules Emotion
 * wrote again under another class name merged where that provably changes nothing (identical-rules.ts).
 */
export const serverStyleTags = (chunks: readonly StyleChunk[]): string =>
  chunks
    .map(({ key, ids, css }) => {
      const merged = mergeIdenticalRules(css);
      return `<style data-emotion="${key}" data-s ${RULES_ATTRIBUTE}="${listedNames(key, ids, merged)}">${merged}</style>`;
    })
    .join('');

/** Emotion's style cache for a page the server rendered: its rules are known to be in the page already. */
export function createServerStyleCache(): EmotionCache {
  const cache = createStoreStyleCache();
  for (const tag of document.querySelectorAll(`style[data-emotion="css"][${RULES_ATTRIBUTE}]`)) {
    const listed = (tag.getAttribute(RULES_ATTRIBUTE) ?? '').split(' ');
    const names = listed.includes(NAMED_IN_TEXT) ? [...listed, ...namesInText('css', tag.textContent ?? '')] : listed;
    for (const name of names) if (name && name !== NAMED_IN_TEXT) cache.inserted[name] = true;
  }
  return cache;
}
