import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { repoRoot } from './build-steps.js';

/**
 * The README and the pages in docs/ show commands a new developer copies: each `pnpm …` they show must name a script
 * that exists (in the root or in the filtered package), each file or folder a `pnpm test:<suite>` example passes must
 * exist, and each page they link to must be there.
 */

const pages = ['README.md', ...readdirSync(path.join(repoRoot, 'docs'), { recursive: true }).map(String)]
  .filter((page) => page.endsWith('.md'))
  .map((page) => (page === 'README.md' ? page : path.join('docs', page)));

const scriptsOf = (dir: string): Record<string, string> =>
  (JSON.parse(readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8')) as { scripts?: Record<string, string> })
    .scripts ?? {};

/** Package folders by name (`@sutra/api` → `api`). */
const packageDirs = new Map(
  readdirSync(repoRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(repoRoot, entry.name, 'package.json')))
    .map((entry) => {
      const { name } = JSON.parse(readFileSync(path.join(repoRoot, entry.name, 'package.json'), 'utf8')) as {
        name: string;
      };
      return [name, entry.name] as const;
    }),
);

/** pnpm's own commands, which no package.json lists. */
const PNPM_COMMANDS = new Set(['install', 'add', 'exec', 'dlx', 'run']);

/** Where a root `test:<suite>` script runs its arguments (paths from that package's folder). */
const SUITE_DIRS: Record<string, string> = {
  'test:api': 'api',
  'test:gateway': 'gateway',
  'test:web': 'web',
  'test:e2e': 'tests',
};

/** Every `pnpm …` command a page shows: lines of its shell blocks, and inline code spans. */
function commandsIn(text: string): string[] {
  const commands: string[] = [];
  for (const [, block = ''] of text.matchAll(/```sh\n([\s\S]*?)```/g)) {
    for (const line of block.split('\n')) {
      for (const part of line.replace(/#.*$/, '').split('&&')) commands.push(part.trim());
    }
  }
  for (const [, span = ''] of text.matchAll(/`(pnpm [^`]+)`/g)) {
    for (const part of span.split('&&')) commands.push(part.trim());
  }
  // A placeholder (`<package>`, `<file>`) stands for many commands; the others are checked.
  return commands.filter((command) => command.startsWith('pnpm ') && !command.includes('<'));
}

/** What is wrong with one command, or undefined. */
function problemWith(command: string): string | undefined {
  const words = command.split(/\s+/).slice(1);
  let dir = '.';
  while (words[0] === '--filter') {
    const name = words[1] ?? '';
    const found = packageDirs.get(name);
    if (!found) return `no package named ${name}`;
    dir = found;
    words.splice(0, 2);
  }
  const [script = '', firstArgument] = words;
  if (dir === '.' && PNPM_COMMANDS.has(script)) return undefined;
  if (!(script in scriptsOf(dir))) return `no script "${script}" in ${dir}/package.json`;
  const suite = dir === '.' ? SUITE_DIRS[script] : undefined;
  if (suite && firstArgument && !firstArgument.startsWith('-')) {
    if (!existsSync(path.join(repoRoot, suite, firstArgument))) return `${suite}/${firstArgument} does not exist`;
  }
  return undefined;
}

describe('the commands and links the README and docs/ show', () => {
  for (const page of pages) {
    const text = readFileSync(path.join(repoRoot, page), 'utf8');

    it(`${page}: every pnpm command names a script (and a test path) that exists`, () => {
      const problems = commandsIn(text).flatMap((command) => {
        const problem = problemWith(command);
        return problem ? [`${command}: ${problem}`] : [];
      });
      assert.deepEqual(problems, []);
    });

    it(`${page}: every link to a file in the repository leads to one`, () => {
      const broken = [...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
        .map(([, target = '']) => target)
        .filter((target) => !/^[a-z]+:/.test(target))
        .filter((target) => !existsSync(path.join(repoRoot, path.dirname(page), target)));
      assert.deepEqual(broken, []);
    });
  }

  it('finds the README’s commands at all (the test would pass on a page it could not read)', () => {
    const readme = commandsIn(readFileSync(path.join(repoRoot, 'README.md'), 'utf8'));
    assert.ok(readme.includes('pnpm test'), readme.join('\n'));
    assert.ok(readme.includes('pnpm test:api src/cart/cart.test.ts'), readme.join('\n'));
  });
});
