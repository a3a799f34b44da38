/**
 * Chakra's default tokens cut to what the store draws with. The token dictionary Chakra builds at start-up grows with
 * every token and every colour-mode variant (it was 35-45 ms of a desktop's main thread with all of them, a third of
 * that without), and each token is also a CSS variable in every page's head.
 *
 * - Palettes: the store's screens name gray, red, yellow (the Pending order badge), green and blue, and Chakra's
 *   warning status is orange; the other four palettes (teal, cyan, purple, pink) are left out. `theme-tokens.test.ts`
 *   fails if a screen names one.
 * - One colour scheme: the store has no dark mode (nothing sets Chakra's `.dark` class), so each semantic token keeps
 *   only its light value.
 */

export const UNUSED_PALETTES: ReadonlySet<string> = new Set(['teal', 'cyan', 'purple', 'pink']);

/** A token group without the palettes the store does not use (its other keys, `black`, `bg`, `fg`…, stay). */
export function withoutUnusedPalettes<T extends Record<string, unknown>>(group: T): T {
  return Object.fromEntries(Object.entries(group).filter(([key]) => !UNUSED_PALETTES.has(key))) as T;
}

type TokenTree = { [key: string]: unknown };

const isObject = (value: unknown): value is TokenTree => typeof value === 'object' && value !== null;

/** Semantic tokens with only their light value: `{ value: { _light: a, _dark: b } }` becomes `{ value: a }`. */
export function lightOnly<T>(tree: T): T {
  if (!isObject(tree)) return tree;
  const { value } = tree;
  if (isObject(value) && '_light' in value) return { ...tree, value: value._light } as T;
  return Object.fromEntries(Object.entries(tree).map(([key, child]) => [key, lightOnly(child)])) as T;
}
