/**
 * `pnpm dev` on a copy of the repository: a change to the api's code, the gateway's, a package both import and the
 * schema is served by the running store without starting it again, and a change to the database code starts the api
 * in a new process. Timings are printed (`pnpm dev`'s own figures), never asserted: that is `pnpm bench`'s job.
 */
import assert from 'node:assert/strict';
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { after, before, describe, it } from 'node:test';
import { repoRoot, STAMP_DIR } from '../build-steps.js';

const PACKAGES = ['api', 'gateway', 'sandbox', 'rules', 'settings', 'telemetry', 'web'];
/** Long enough for a busy two-core machine; a wait ends as soon as its condition holds. */
const PATIENCE_MS = Number(process.env.DEV_TEST_PATIENCE_MS ?? 180_000);

/** `node_modules` of the copy: links to the repository's packages, but `@sutra/*` to the copy's, and caches its own. */
async function mirrorModules(real: string, copy: string, copyRoot: string): Promise<void> {
  if (!existsSync(real)) return;
  await mkdir(copy, { recursive: true });
  for (const entry of await readdir(real)) {
    if (entry === '.vite' || entry === '.vite-temp' || entry === '.cache') continue;
    if (entry === '@sutra') {
      await mkdir(path.join(copy, entry));
      for (const name of await readdir(path.join(real, entry))) {
        const folder = path.basename(await realpath(path.join(real, entry, name)));
        await symlink(path.join(copyRoot, folder), path.join(copy, entry, name));
      }
      continue;
    }
    await symlink(path.join(real, entry), path.join(copy, entry));
  }
}

/** The repository's files as git knows them (and the built explorer and staff app), with its installed packages linked. */
async function copyOfRepository(): Promise<string> {
  const copy = await mkdtemp(path.join(tmpdir(), 'sutra-dev-copy-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
    encoding: 'utf8',
  }).split('\0');
  for (const file of files.filter((f) => f && !f.startsWith('reports/') && existsSync(path.join(repoRoot, f)))) {
    await mkdir(path.dirname(path.join(copy, file)), { recursive: true });
    await cp(path.join(repoRoot, file), path.join(copy, file));
  }
  for (const built of ['dist-explorer', 'dist-admin']) {
    if (existsSync(path.join(repoRoot, 'web', built))) {
      await cp(path.join(repoRoot, 'web', built), path.join(copy, 'web', built), { recursive: true });
    }
  }
  await mirrorModules(path.join(repoRoot, 'node_modules'), path.join(copy, 'node_modules'), copy);
  for (const pkg of PACKAGES) {
    await mirrorModules(path.join(repoRoot, pkg, 'node_modules'), path.join(copy, pkg, 'node_modules'), copy);
  }
  // The build steps' records name files from the root, so the repository's hold for the copy while it is the same.
  if (existsSync(STAMP_DIR))
    await cp(STAMP_DIR, path.join(copy, 'node_modules', '.cache', 'sutra'), { recursive: true });
  return copy;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

interface LogLine {
  service?: string;
  msg?: string;
  ms?: number;
  level?: number;
}

let copy: string;
let dev: ChildProcess;
const lines: LogLine[] = [];
const ports = { web: 0, gateway: 0, api: 0, sandbox: 0, smtp: 0 };
const timings: Record<string, number[]> = {};

/** Waits until `check` answers something other than undefined; answers it and how long that took. */
async function until<T>(check: () => Promise<T | undefined> | T | undefined, what: string) {
  const began = performance.now();
  for (;;) {
    const value = await Promise.resolve()
      .then(check)
      .catch(() => undefined);
    if (value !== undefined) return { value, ms: Math.round(performance.now() - began) };
    if (performance.now() - began > PATIENCE_MS || dev.exitCode !== null) {
      const recent = lines.slice(-30).map((line) => JSON.stringify(line));
      throw new Error(`gave up waiting for ${what}; pnpm dev said last:\n${recent.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Waits for a line of `pnpm dev`'s output, logged after the `from`th line, that `match` accepts. */
const logged = (from: number, match: (line: LogLine) => boolean, what: string) =>
  until(() => lines.slice(from).find(match), what);

async function edit(file: string, from: string, to: string): Promise<void> {
  const at = path.join(copy, file);
  const text = await readFile(at, 'utf8');
  assert.ok(text.includes(from), `${file} holds ${from}`);
  await writeFile(at, text.replace(from, to));
}

const json = async <T>(url: string, init?: RequestInit) => (await (await fetch(url, init)).json()) as T;
const graphql = <T>(query: string) =>
  json<{ data?: T }>(`http://127.0.0.1:${ports.gateway}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
const record = (figure: string, ms: number) => {
  timings[figure] ??= [];
  timings[figure].push(ms);
};

before(async () => {
  copy = await copyOfRepository();
  for (const key of Object.keys(ports) as (keyof typeof ports)[]) ports[key] = await freePort();
  dev = spawn(process.execPath, ['--import', 'tsx', path.join(copy, 'scripts', 'dev.ts')], {
    cwd: copy,
    env: {
      ...process.env,
      PORT: String(ports.gateway),
      API_PORT: String(ports.api),
      SANDBOX_PORT: String(ports.sandbox),
      SMTP_PORT: String(ports.smtp),
      WEB_PORT: String(ports.web),
      DATA_DIR: path.join(copy, '.data'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [dev.stdout, dev.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (line) => {
      try {
        lines.push(JSON.parse(line) as LogLine);
      } catch {
        lines.push({ msg: line });
      }
    });
  }
  await logged(0, (line) => line.msg?.includes('is open at') === true, 'pnpm dev to start');
});

after(async () => {
  if (dev && dev.exitCode === null) {
    const exited = new Promise((resolve) => dev.once('exit', resolve));
    dev.kill('SIGTERM');
    await exited;
  }
  for (const [figure, ms] of Object.entries(timings)) {
    const sorted = [...ms].sort((a, b) => a - b);
    console.log(`# ${figure}: median ${sorted[Math.floor(sorted.length / 2)]} ms of ${ms.join(', ')}`);
  }
  if (copy) await rm(copy, { recursive: true, force: true });
});

describe('pnpm dev', () => {
  it('serves the store through one origin: the web app, GraphQL and its explorer', async () => {
    const store = `http://localhost:${ports.web}`;
    const page = await until(async () => {
      const res = await fetch(`${store}/`);
      return res.ok ? await res.text() : undefined;
    }, 'the web app');
    assert.match(page.value, /<div id="root">/);
    const explorer = await fetch(`${store}/graphql`, { headers: { accept: 'text/html' } });
    assert.match(await explorer.text(), /<div id="explorer" data-endpoint="\/graphql"/);
    const answer = await json<{ data: { categories: unknown[] } }>(`${store}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ categories { id } }' }),
    });
    assert.equal(answer.data.categories.length, 6);
  });

  it("serves a change to the api's code without a new process", async () => {
    const refusal = async () =>
      (await json<{ message?: string }>(`http://127.0.0.1:${ports.api}/API/v1/product?categoryName=No-Such-Category`))
        .message;
    // The category's refusal in the catalogue's service: `Category '…' not found`.
    let current = "' not found`);";
    for (const n of [1, 2, 3, 4, 5]) {
      const next = `' not found (${n})\`);`;
      await edit('api/src/catalog/service.ts', current, next);
      const { ms } = await until(
        async () => ((await refusal())?.endsWith(`not found (${n})`) ? true : undefined),
        `refusal ${n}`,
      );
      record('api change to a served answer', ms);
      current = next;
    }
    assert.equal(lines.filter((line) => line.msg?.startsWith('api started')).length, 1);
  });

  it("serves a change to the gateway's code, and keeps the last good one serving while a change does not build", async () => {
    const okIs = async (value: boolean) =>
      (await graphql<{ ok: boolean }>('{ ok }')).data?.ok === value ? true : undefined;
    for (const [from, to] of [
      [true, false],
      [false, true],
      [true, false],
      [false, true],
      [true, false],
    ] as const) {
      await edit('gateway/src/schema.ts', `ok: () => ${from}`, `ok: () => ${to}`);
      record('gateway change to a served answer', (await until(() => okIs(to), `ok: ${to}`)).ms);
    }

    const from = lines.length;
    await edit('gateway/src/schema.ts', 'ok: () => false', 'ok: () => {');
    await logged(from, (line) => line.msg?.startsWith('gateway did not reload') === true, 'the failed reload');
    assert.equal(await okIs(false), true);

    await edit('gateway/src/schema.ts', 'ok: () => {', 'ok: () => true');
    record('gateway change to a served answer', (await until(() => okIs(true), 'ok: true')).ms);
  });

  it('serves a change to a package both services import (settings) in each', async () => {
    await edit('settings/src/http-lifecycle.ts', '({ ok: true })', "({ ok: true, changed: 'yes' })");
    for (const service of ['api', 'gateway'] as const) {
      const { ms } = await until(async () => {
        const body = await json<{ changed?: string }>(`http://127.0.0.1:${ports[service]}/health`);
        return body.changed === 'yes' ? true : undefined;
      }, `${service}'s new /health`);
      record(`settings change to a served answer (${service})`, ms);
    }
    // The api's modules that hold the database were evaluated again; the database they had opened still listens.
    assert.deepEqual(
      lines.filter((line) => line.msg?.includes('cannot listen')),
      [],
    );
  });

  it('serves a schema change at once and regenerates the GraphQL code', async () => {
    const probe = 'devReloadProbe';
    await writeFile(path.join(copy, 'schema', 'zz-probe.graphql'), `extend type Query {\n  ${probe}: Boolean\n}\n`);
    const served = await until(async () => {
      const answer = await graphql<{ __type: { fields: { name: string }[] } }>(
        '{ __type(name: "Query") { fields { name } } }',
      );
      return answer.data?.__type.fields.some((field) => field.name === probe) ? true : undefined;
    }, 'the new field');
    record('schema change to a served answer', served.ms);
    const generated = path.join(copy, 'gateway', 'src', '__generated__', 'resolvers-types.ts');
    const regenerated = await until(
      async () => ((await readFile(generated, 'utf8')).includes(probe) ? true : undefined),
      'codegen',
    );
    record('schema change to regenerated code', regenerated.ms);
  });

  it('starts the api in a new process when its database code changes', async () => {
    const from = lines.length;
    const notices = path.join(copy, 'api', 'src', 'db', 'notices.ts');
    await writeFile(notices, `${await readFile(notices, 'utf8')}\n// changed\n`);
    await logged(from, (line) => line.msg?.startsWith('api restarts in a new process') === true, 'the restart');
    const { ms } = await logged(from, (line) => line.msg?.startsWith('api started') === true, 'the new api');
    record('database code change to a new api process', ms);
    assert.equal((await json<{ ready: boolean }>(`http://127.0.0.1:${ports.api}/ready`)).ready, true);
  });
});
