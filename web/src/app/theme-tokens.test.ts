import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { system } from './system';
import { lightOnly, UNUSED_PALETTES } from './theme-tokens';

const PALETTES = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink'];

/** Every source file of the app (tests aside). */
function sources(dir = path.resolve(__dirname, '..')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/**
 * The palettes the screens name: `colorPalette="green"`, `'red.700'`, `borderColor="gray.200"`, or a table's
 * `palette: 'yellow'` handed to a `colorPalette` later…
 */
function palettesNamed(): Set<string> {
  const named = new Set<string>();
  const shade = new RegExp(`\\b(${PALETTES.join('|')})\\.(\\d{2,3}|solid|muted|subtle|emphasized|fg|contrast)\\b`, 'g');
  const palette = /(?:colorPalette|palette)[=:]\s*\{?\s*["'](\w+)["']/g;
  for (const file of sources()) {
    const text = readFileSync(file, 'utf8');
    for (const [, name] of text.matchAll(shade)) named.add(name as string);
    for (const [, name] of text.matchAll(palette)) named.add(name as string);
  }
  return named;
}

describe('the theme’s tokens', () => {
  it('keep every palette a screen names, and Chakra’s status palettes', () => {
    const named = palettesNamed();
    expect(named.size).toBeGreaterThan(0);
    for (const name of [...named, 'gray', 'red', 'orange', 'green', 'blue']) {
      expect(UNUSED_PALETTES.has(name), `${name} is named by a screen but left out of the theme`).toBe(false);
      expect(system.tokens.getByName(`colors.${name}.500`), name).toBeDefined();
      expect(system.tokens.getByName(`colors.${name}.solid`), name).toBeDefined();
    }
  });

  it('leave out the unused palettes and the dark values', () => {
    for (const name of UNUSED_PALETTES) expect(system.tokens.getByName(`colors.${name}.500`)).toBeUndefined();
    expect(system.tokens.getByName('colors.bg')?.value).toBe('var(--c-colors-white)');
    // The field error colour keeps its WCAG AA contrast.
    expect(system.tokens.getByName('colors.fg.error')?.value).toBe('var(--c-colors-red-700)');
  });

  it('keep only the light value of a semantic token', () => {
    expect(
      lightOnly({
        bg: { DEFAULT: { value: { _light: '{colors.white}', _dark: '{colors.black}' } } },
        r: { value: '2px' },
      }),
    ).toEqual({ bg: { DEFAULT: { value: '{colors.white}' } }, r: { value: '2px' } });
  });
});
