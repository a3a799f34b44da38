import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * Emotion's style cache for a page the server rendered, made without moving the server's `<style>` tags.
 *
 * Emotion takes the server's tags over by appending each to the head again, twice (`createCache`, then its sheet's
 * `hydrate`). Every move makes the browser drop and rebuild that style sheet and restyle the whole page: some 25 ms
 * of a desktop's main thread for the store's 80 kB of CSS, four times that on a phone. The tags can stay where the
 * server put them: the cache only has to know which class names they hold, so that hydration does not insert those
 * rules again; rules the browser adds later go into tags of Emotion's own after them, as they would anyway.
 *
 * The server's tags are set aside from Emotion's look-ups first: `data-s` is how Emotion marks a tag it already took
 * over, and a `data-emotion` value without a space is one it leaves alone.
 */
export function createServerStyleCache(): EmotionCache {
  const classNames: string[] = [];
  for (const tag of document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')) {
    const [key, ...names] = (tag.getAttribute('data-emotion') ?? '').split(' ');
    if (key === 'css') {
      classNames.push(...names);
      tag.setAttribute('data-emotion', 'css-server');
    }
    tag.setAttribute('data-s', '');
  }
  const cache = createCache({ key: 'css' });
  for (const name of classNames) cache.inserted[name] = true;
  return cache;
}
