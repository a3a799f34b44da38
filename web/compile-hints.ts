import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/** V8's explicit compile hint: a comment that must open the file (Chromium 136 and later). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the chunks every page runs as it starts (`hinted`) with V8's compile hint, so Chromium compiles all their
 * functions eagerly on the thread that streams the script in, rather than each lazily on the main thread the first
 * time it is called (module evaluation, Chakra's system and hydration call most of them at once). Other browsers
 * read a comment. The hint must be the file's first line, before the prologue Vite adds as it generates the bundle,
 * so it goes in once the files are written (and before they are precompressed), with the source map moved down a
 * line to match.
 */
export function compileHints(hinted: (chunkName: string) => boolean): Plugin {
  return {
    name: 'sutra:compile-hints',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? '';
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !hinted(chunk.name)) continue;
        const file = path.join(outDir, chunk.fileName);
        await writeFile(file, `${COMPILE_HINT}\n${await readFile(file, 'utf8')}`);
        const mapFile = `${file}.map`;
        const map = JSON.parse(await readFile(mapFile, 'utf8')) as { mappings: string };
        map.mappings = `;${map.mappings}`;
        await writeFile(mapFile, JSON.stringify(map));
      }
    },
  };
}
