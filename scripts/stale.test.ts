import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ADMIN_BUILD, CODEGEN, EXPLORER_BUILD, repoRoot, WEB_BUILD } from './build-steps.js';
import { type BuildStep, isStale, recordFresh } from './stale.js';

let dir: string;
let stamps: string;
const file = (name: string) => path.join(dir, name);

before(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sutra-stale-'));
  stamps = path.join(dir, 'stamps');
  await mkdir(file('schema'));
  await writeFile(file('schema/cart.graphql'), 'type Cart { id: ID! }');
  await writeFile(file('schema/notes.md'), 'not read by the step');
  await writeFile(file('out.ts'), 'export type Cart = { id: string };');
});
after(() => rm(dir, { recursive: true, force: true }));

const step = (): BuildStep => ({
  name: 'generate',
  root: dir,
  inputs: [file('schema')],
  inputFilter: (name) => name.endsWith('.graphql'),
  outputs: [file('out.ts')],
  hashOutputs: true,
});

describe('a build step', () => {
  it('is stale until it has run once, then fresh', () => {
    assert.equal(isStale(step(), stamps), true);
    recordFresh(step(), stamps);
    assert.equal(isStale(step(), stamps), false);
  });

  it('stays fresh when its files are only touched (a checkout, or codegen leaving an unchanged file alone)', async () => {
    recordFresh(step(), stamps);
    const later = new Date(Date.now() + 60_000);
    await utimes(file('schema/cart.graphql'), later, later);
    await utimes(file('out.ts'), later, later);
    assert.equal(isStale(step(), stamps), false);
  });

  it('is stale when an input changes, is added or is removed, but not for a file it does not read', async () => {
    recordFresh(step(), stamps);
    await writeFile(file('schema/notes.md'), 'edited');
    assert.equal(isStale(step(), stamps), false);

    await writeFile(file('schema/cart.graphql'), 'type Cart { id: ID! total: Int! }');
    assert.equal(isStale(step(), stamps), true);
    recordFresh(step(), stamps);

    await writeFile(file('schema/wishlist.graphql'), 'type Wishlist { id: ID! }');
    assert.equal(isStale(step(), stamps), true);
    recordFresh(step(), stamps);

    await rm(file('schema/wishlist.graphql'));
    assert.equal(isStale(step(), stamps), true);
  });

  it('is fresh for a copy of the same files elsewhere (records name files from the root)', async () => {
    recordFresh(step(), stamps);
    const copy = await mkdtemp(path.join(tmpdir(), 'sutra-stale-copy-'));
    try {
      await cp(dir, copy, { recursive: true, filter: (source) => !source.startsWith(stamps) });
      const moved: BuildStep = {
        ...step(),
        root: copy,
        inputs: [path.join(copy, 'schema')],
        outputs: [path.join(copy, 'out.ts')],
      };
      assert.equal(isStale(moved, stamps), false);
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  });

  it('is stale when a hashed output was edited by hand, or any output is missing', async () => {
    recordFresh(step(), stamps);
    await writeFile(file('out.ts'), 'export type Cart = { id: number };');
    assert.equal(isStale(step(), stamps), true);
    recordFresh(step(), stamps);
    await rm(file('out.ts'));
    assert.equal(isStale(step(), stamps), true);
  });
});

describe("the start's steps", () => {
  it('name outputs that the repository has or that their build writes, and inputs that exist', () => {
    // Generated code is committed: a step waiting for a file codegen no longer writes would run on every start.
    for (const output of CODEGEN.outputs) assert.ok(existsSync(output), `${output} is not generated`);
    for (const built of [...WEB_BUILD.outputs, ...EXPLORER_BUILD.outputs, ...ADMIN_BUILD.outputs]) {
      assert.match(built, /[\\/]web[\\/]dist(-server|-explorer|-admin)?[\\/]/);
    }
    for (const input of [...CODEGEN.inputs, ...WEB_BUILD.inputs, ...EXPLORER_BUILD.inputs, ...ADMIN_BUILD.inputs]) {
      assert.ok(existsSync(input), `${input} does not exist`);
    }
  });

  it('regenerate GraphQL code for a changed operation, and for nothing else in the web app', () => {
    const keep = CODEGEN.inputFilter ?? (() => true);
    const web = path.join(repoRoot, 'web', 'src');
    assert.equal(keep(path.join(web, 'features', 'cart', 'cart.graphql')), true);
    assert.equal(keep(path.join(web, 'features', 'cart', 'CartPage.tsx')), false);
    assert.equal(keep(path.join(repoRoot, 'schema', 'cart.graphql')), true);
    assert.equal(keep(path.join(repoRoot, 'codegen', 'operation-module-plugin.cjs')), true);
  });
});
