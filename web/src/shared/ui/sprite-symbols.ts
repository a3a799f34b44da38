/** A drawing a page may show many times: written once in the document's sprite, each showing a `<use>` of it. */
export interface SpriteSymbol {
  /** The `<symbol>`'s id in the document (`icon-…`). */
  id: string;
  viewBox: string;
  /** Its shapes; what they leave unset (a fill) they inherit from each `<svg>` using them. */
  markup: string;
}

/** The element the server writes the page's symbols into, before the root; the browser adds missing ones there. */
export const SPRITE_ELEMENT_ID = 'store-icons';

/** The sprite the server writes before the root: the symbols the page's markup uses, each once. */
export const spriteMarkup = (symbols: Iterable<SpriteSymbol>): string => {
  const written = [...symbols].map(
    ({ id, viewBox, markup }) => `<symbol id="${id}" viewBox="${viewBox}">${markup}</symbol>`,
  );
  return written.length
    ? `<svg id="${SPRITE_ELEMENT_ID}" width="0" height="0" aria-hidden="true" style="position:absolute">${written.join('')}</svg>`
    : '';
};

/** Puts a symbol into the document's sprite when the page the server sent did not need it (a page reached later). */
export function ensureSymbol(symbol: SpriteSymbol): void {
  if (document.getElementById(symbol.id)) return;
  const holder = document.createElement('div');
  holder.innerHTML = spriteMarkup([symbol]);
  const parsed = holder.firstElementChild;
  if (!parsed) return;
  const sprite = document.getElementById(SPRITE_ELEMENT_ID);
  if (sprite) sprite.append(...parsed.childNodes);
  else document.body.prepend(parsed);
}

/*
 * The drawings repeated on the landing pages. The heart is Lucide's (ISC licence), as `lucide-react` draws it
 * elsewhere, with its stroke in the symbol: a shape's stroke colour is `currentColor`, the `color` of the `<svg>` using
 * it, and its fill, not set in the symbol, is that `<svg>`'s `fill` (inherited through `<use>`).
 */

export const HEART_SYMBOL: SpriteSymbol = {
  id: 'icon-heart',
  viewBox: '0 0 24 24',
  markup:
    '<path stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" d="M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5"/>',
};
