import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A step that makes files from others (generated GraphQL code, the built web app) and is run only when what it reads
 * or what it wrote has changed since it last ran. Modification times cannot tell: codegen leaves a file it would write
 * unchanged untouched, and a checkout gives every file the time of the checkout. So each run records a fingerprint of
 * the inputs' contents (and of the outputs', for outputs that are committed and could be edited by hand).
 */
export interface BuildStep {
  /** Names the step's record (`<stampDir>/<name>.sha256`). */
  name: string;
  /** The folder the record names files from: a copy of the repository elsewhere has the same record. */
  root: string;
  /** Files or directories read (recursively; `node_modules` and build folders skipped). */
  inputs: string[];
  /** Which files under `inputs` count (all when absent). */
  inputFilter?: (file: string) => boolean;
  /** Files or directories written; the step is stale while any is missing. */
  outputs: string[];
  /** Whether the outputs' contents count too (generated code that is committed), or only that they exist. */
  hashOutputs: boolean;
}

const SKIPPED = new Set(['node_modules', 'dist', 'dist-server', 'dist-explorer', 'dist-admin']);

/** Every file under `paths` that `keep` keeps, sorted, as absolute paths. */
function filesUnder(paths: string[], keep: (file: string) => boolean = () => true): string[] {
  const files: string[] = [];
  const visit = (p: string) => {
    if (!existsSync(p)) return;
    if (statSync(p).isDirectory()) {
      for (const entry of readdirSync(p)) if (!SKIPPED.has(entry)) visit(path.join(p, entry));
    } else if (keep(p)) {
      files.push(p);
    }
  };
  for (const p of paths) visit(p);
  return files.sort();
}

/** A digest of the files' names (from `root`) and contents: equal exactly when none was added, removed or changed. */
export function contentFingerprint(root: string, paths: string[], keep?: (file: string) => boolean): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(paths, keep)) {
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

const stampFile = (step: BuildStep, stampDir: string) => path.join(stampDir, `${step.name}.sha256`);

function fingerprintOf(step: BuildStep): string {
  const inputs = contentFingerprint(step.root, step.inputs, step.inputFilter);
  return step.hashOutputs ? `${inputs}:${contentFingerprint(step.root, step.outputs)}` : inputs;
}

/** True when an output is missing, or the inputs (or hashed outputs) differ from the step's last recorded run. */
export function isStale(step: BuildStep, stampDir: string): boolean {
  if (step.outputs.some((output) => !existsSync(output))) return true;
  const stamp = stampFile(step, stampDir);
  return !existsSync(stamp) || readFileSync(stamp, 'utf8').trim() !== fingerprintOf(step);
}

/** Records that the step has just run: until its files change, `isStale` answers false. */
export function recordFresh(step: BuildStep, stampDir: string): void {
  mkdirSync(stampDir, { recursive: true });
  writeFileSync(stampFile(step, stampDir), `${fingerprintOf(step)}\n`);
}
