import { z } from 'zod';

/** One chunk of Vite's build manifest (`web/dist/.vite/manifest.json`), as far as preloading needs it. */
const manifestChunk = z.object({
  file: z.string(),
  isEntry: z.boolean().optional(),
  imports: z.array(z.string()).optional(),
});
const manifestSchema = z.record(z.string(), manifestChunk);
export type BuildManifest = z.infer<typeof manifestSchema>;

export const parseManifest = (json: string): BuildManifest => manifestSchema.parse(JSON.parse(json));

/** Which `<link rel=modulepreload>` tags a page gets, from the lazily loaded modules its render used. */
export type ModulePreloads = (modules: readonly string[]) => string;

/**
 * A page preloads exactly the JavaScript it runs before it is interactive: the entry's static imports (the entry itself
 * is the shell's `<script type=module>`), and each module the server rendered lazily (its route's page, the footer…)
 * with its own static imports, which the browser loads before hydrating. Nothing else: a preload of a chunk the page
 * never runs takes the slow link from what it needs, and Lighthouse counts every one as holding the first paint back.
 * A module unknown to the manifest is skipped (its chunk then loads when hydration asks for it).
 *
 * All at `fetchpriority=low`: the first paint needs none of them (the page is the server's HTML and styles), and at
 * the default high priority a phone's link carries them before the page's largest picture, while Lighthouse's model
 * counts every high-priority script that arrived before the first paint as holding that paint back (the listing and
 * product pages painted nothing until their 250 KB of scripts had come: FCP = LCP).
 */
export function createModulePreloads(manifest: BuildManifest, base = '/'): ModulePreloads {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('the web build manifest has no entry chunk');
  const [entryKey, entryChunk] = entry;
  const closure = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, into);
  };
  const entryFiles = new Set<string>();
  closure(entryKey, entryFiles);
  const tag = (file: string) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${base}${file}">`;
  return (modules) => {
    const files = new Set(entryFiles);
    for (const module of modules) closure(module, files);
    files.delete(entryChunk.file);
    return [...files].map(tag).join('');
  };
}
