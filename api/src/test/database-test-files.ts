// Imports only Node: the vitest configurations load it before any TypeScript tooling runs.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The test files of a package (`src/**\/*.test.ts`, as paths from `packageDir`) that reach a database: those naming
 * one of `markers`, or importing a helper from a `test/` folder that does (followed through further helpers). The
 * `postgres` projects run only these: a file that never opens a database tests nothing new on a server and would only
 * pay its start-up a second time. A file is kept whenever in doubt, since a marker is all it takes.
 */
export function databaseTestFiles(packageDir: string, markers: RegExp): string[] {
  const reaches = (file: string, seen: Set<string>): boolean => {
    if (seen.has(file)) return false;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    if (markers.test(text)) return true;
    for (const [, specifier] of text.matchAll(/from '(\.{1,2}\/[^']+)\.js'/g)) {
      const helper = path.resolve(path.dirname(file), `${specifier}.ts`);
      if (helper.split(path.sep).includes('test') && reaches(helper, seen)) return true;
    }
    return false;
  };
  const src = path.join(packageDir, 'src');
  return readdirSync(src, { recursive: true })
    .map((entry) => path.join('src', String(entry)))
    .filter((file) => file.endsWith('.test.ts') && reaches(path.join(packageDir, file), new Set()))
    .sort();
}
