import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../harness/stack.js';

/** The parts of a V8 `.cpuprofile` (written by `node --cpu-prof`) a summary needs. */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileLine {
  name: string;
  /** Share of all samples, 0..1. */
  share: number;
}

/** Where a function's code comes from: a package (by its name in node_modules), our own file, or Node/V8. */
function origin(url: string): string {
  if (!url) return '(V8 and native)';
  if (url.startsWith('node:')) return 'node internals';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + '/node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? url);
  }
  const file = url.replace(/^file:\/\//, '');
  return path.relative(repoRoot, file) || file;
}

/**
 * Self time of a profile, summed by function and by origin (package or our file): where the process spends its
 * CPU. Idle and garbage-collection samples are reported under their own names.
 */
export function summarizeProfile(file: string, top = 15): { byFunction: ProfileLine[]; byOrigin: ProfileLine[] } {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const functions = new Map<string, number>();
  const origins = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    if (!node) return;
    const delta = profile.timeDeltas[i] ?? 0;
    total += delta;
    const { functionName, url, lineNumber } = node.callFrame;
    const special = ['(idle)', '(garbage collector)', '(program)'].includes(functionName);
    const place = special ? functionName : origin(url);
    const name = special ? functionName : `${functionName || '(anonymous)'} ${place}:${lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + delta);
    origins.set(place, (origins.get(place) ?? 0) + delta);
  });
  const rank = (m: Map<string, number>) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, time]) => ({ name, share: time / total }));
  return { byFunction: rank(functions), byOrigin: rank(origins) };
}

/**
 * The main thread's profile among those `--cpu-prof` wrote to a folder: the largest (a loader's worker thread, such as
 * tsx's, writes a small one of its own).
 */
export function mainThreadProfile(dir: string): string {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => path.join(dir, f))
    .sort((a, b) => statSync(b).size - statSync(a).size);
  const largest = files[0];
  if (!largest) throw new Error(`no .cpuprofile in ${dir}`);
  return largest;
}

export function printProfile(title: string, file: string): void {
  const { byFunction, byOrigin } = summarizeProfile(file);
  const pct = (share: number) => `${(share * 100).toFixed(1).padStart(5)} %`;
  console.log(`\n  ${title}: self time by origin`);
  for (const line of byOrigin) console.log(`    ${pct(line.share)}  ${line.name}`);
  console.log(`  ${title}: self time by function`);
  for (const line of byFunction) console.log(`    ${pct(line.share)}  ${line.name}`);
}

// `tsx bench/cpu-profile.ts <file.cpuprofile>`: the same summary of any profile.
if (process.argv[1]?.endsWith('cpu-profile.ts')) {
  for (const file of process.argv.slice(2)) printProfile(path.basename(file), file);
}
