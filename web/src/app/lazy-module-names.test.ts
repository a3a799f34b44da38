// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const webRoot = fileURLToPath(new URL('../..', import.meta.url));
const LAZY_MODULE = /lazyModule\(\s*'([^']+)',\s*\(\)\s*=>\s*import\('([^']+)'\)/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return name === '__generated__' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/**
 * A lazy module's name is the key of its chunk in Vite's manifest, which the gateway preloads the chunk by: a name
 * that drifted from its import would silently preload nothing.
 */
describe('lazy module names', () => {
  const calls = sourceFiles(path.join(webRoot, 'src')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(LAZY_MODULE)].map(([, name, specifier]) => ({ file, name, specifier })),
  );

  it('finds the lazily loaded pages', () => {
    expect(calls.length).toBeGreaterThan(20);
  });

  it('names each by the source file it imports, from the web package root', () => {
    for (const { file, name, specifier } of calls) {
      const source = path.relative(webRoot, path.resolve(path.dirname(file), `${specifier}.tsx`)).split(path.sep);
      expect(name, `${path.relative(webRoot, file)} imports ${specifier}`).toBe(source.join('/'));
    }
  });
});
