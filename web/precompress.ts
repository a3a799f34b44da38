import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images other than SVG, video and fonts in WOFF2 are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than the headers it costs (the gateway's on-the-fly threshold too). */
export const MIN_COMPRESS_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip level 9) beside one file when each is smaller. */
export async function precompressFile(file: string): Promise<void> {
  const bytes = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([
    br.length < bytes.length ? writeFile(`${file}.br`, br) : undefined,
    gz.length < bytes.length ? writeFile(`${file}.gz`, gz) : undefined,
  ]);
}

/** Precompresses every compressible file of at least MIN_COMPRESS_BYTES under `dir` (source maps excepted). */
export async function precompressDirectory(dir: string): Promise<number> {
  const files: string[] = [];
  for await (const file of filesUnder(dir)) {
    if (COMPRESSIBLE.test(file) && (await stat(file)).size >= MIN_COMPRESS_BYTES) files.push(file);
  }
  await Promise.all(files.map(precompressFile));
  return files.length;
}

/**
 * Brotli and gzip copies of the browser build, made once at build time at the best compression levels (far better
 * than a server can afford per request), so the gateway's static route serves them by content negotiation. Runs
 * after the client build only: the server renderer's bundle is never sent to a browser.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'sutra:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const count = await precompressDirectory(outDir);
      config.logger.info(`precompressed ${count} files (brotli, gzip)`);
    },
  };
}
