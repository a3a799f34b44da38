import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { webDist } from '../harness/stack.js';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The JavaScript a first visit to `/` downloads: the entry chunk, the homepage's lazy route chunk, and every chunk
 * they import statically — summed raw and gzipped, from Vite's build manifest.
 */
export function firstRouteJs(routeModule = 'src/features/catalog/HomePage.tsx') {
  const manifest: Record<string, ManifestChunk> = JSON.parse(
    readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8'),
  );
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('the web build has no entry chunk');
  visit(entry);
  visit(routeModule);
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(path.join(webDist, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: [...files], raw, gzip };
}
