import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BuildStep, isStale, recordFresh } from './stale.js';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts: string[]) => path.join(repoRoot, ...parts);

/** Where the steps' records live: with other caches, outside what git sees. */
export const STAMP_DIR = at('node_modules', '.cache', 'sutra');

export interface Step extends BuildStep {
  description: string;
  command: [string, ...string[]];
}

/** `pnpm codegen`: the gateway's resolver types and the web's operation types and modules (codegen.ts). */
export const CODEGEN: Step = {
  name: 'codegen',
  root: repoRoot,
  description: 'Generating GraphQL types and hooks',
  command: ['pnpm', '--silent', 'codegen'],
  // The schema, every operation and fragment of the web app (codegen.ts's `documents`), and codegen's own code.
  inputs: [at('schema'), at('web', 'src'), at('codegen.ts'), at('codegen')],
  inputFilter: (file) => file.endsWith('.graphql') || !file.startsWith(at('web', 'src')),
  outputs: [
    at('gateway', 'src', '__generated__', 'resolvers-types.ts'),
    at('gateway', 'src', '__generated__', 'web-operation-names.ts'),
    at('web', 'src', '__generated__', 'graphql.ts'),
    at('web', 'src', '__generated__', 'operations'),
    at('gateway', 'src', '__generated__', 'admin'),
    at('web', 'src', '__generated__', 'admin'),
  ],
  hashOutputs: true,
};

/** The GraphQL explorer's files (`web/explorer/`), which the gateway serves at /graphql. */
export const EXPLORER_BUILD: Step = {
  name: 'explorer',
  root: repoRoot,
  description: 'Building the GraphQL explorer',
  command: ['pnpm', '--silent', '--filter', '@sutra/web', 'build:explorer', '--logLevel', 'warn'],
  inputs: [at('web', 'explorer'), at('web', 'package.json')],
  outputs: [at('web', 'dist-explorer', 'index.html')],
  hashOutputs: false,
};

/** The staff app's files (`web/admin/`, from `web/src/admin/` and what it uses), which the gateway serves at /admin. */
export const ADMIN_BUILD: Step = {
  name: 'admin',
  root: repoRoot,
  description: 'Building the staff app',
  command: ['pnpm', '--silent', '--filter', '@sutra/web', 'build:admin', '--logLevel', 'warn'],
  inputs: [at('web', 'admin'), at('web', 'src'), at('web', 'package.json')],
  outputs: [at('web', 'dist-admin', 'index.html')],
  hashOutputs: false,
};

/** The web app for the gateway to serve and render (and the explorer and the staff's app with it). */
export const WEB_BUILD: Step = {
  name: 'web',
  root: repoRoot,
  description: 'Building the web app',
  command: ['pnpm', '--filter', '@sutra/web', 'build'],
  inputs: [
    at('web', 'src'),
    at('web', 'public'),
    at('web', 'explorer'),
    at('web', 'admin'),
    at('web', 'index.html'),
    at('web', 'package.json'),
    at('web', 'vite.config.ts'),
    at('rules', 'src'),
  ],
  outputs: [
    at('web', 'dist', 'index.html'),
    at('web', 'dist-server', 'entry-server.js'),
    at('web', 'dist-explorer', 'index.html'),
    at('web', 'dist-admin', 'index.html'),
  ],
  hashOutputs: false,
};

/** Runs each step whose files changed since it last ran, in order; stops the process if one fails. */
export function runStaleSteps(steps: Step[]): void {
  for (const step of steps) {
    if (!isStale(step, STAMP_DIR)) continue;
    console.log(`» ${step.description}`);
    const [command, ...args] = step.command;
    const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`${step.description} failed`);
      process.exit(result.status ?? 1);
    }
    recordFresh(step, STAMP_DIR);
  }
}
