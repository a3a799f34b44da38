import { spawnSync } from 'node:child_process';
import type { ServiceProcess } from '../harness/processes.js';
import { repoRoot } from '../harness/stack.js';
import { latencySamples, type Percentiles } from './load.js';

export interface AdminProductFigures {
  list: Percentiles;
  search: Percentiles;
  save: Percentiles;
}

/**
 * A session of a catalogue-role member made for the bench in the api's database (`bench:staff-session`), run before
 * the api starts, as the large catalogue is made.
 */
export function benchStaffToken(env: Record<string, string>): string {
  const result = spawnSync('pnpm', ['--silent', '--filter', '@sutra/api', 'bench:staff-session'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  const last = result.stdout.trim().split('\n').at(-1) ?? '';
  if (result.status !== 0 || !last.startsWith('{')) throw new Error(`bench staff session: ${result.stderr}`);
  return (JSON.parse(last) as { token: string }).token;
}

const SEARCHES = ['milano', 'No. 4711', 'navy', 'No. 99', 'tuxedo', 'linen', 'three piece', 'slim'];
const SORTS = ['name', 'price', 'updated', 'stock'] as const;

/**
 * The back office on the large catalogue, straight from the api, p95 over `count` requests from two members of staff
 * at a time:
 * - the product list: one of the first 10 pages (50 rows) in each sort, both orders, reached by its cursors;
 * - search: part of a name (a word every suit shares, a product's number);
 * - a save: a product's heading changed with the version read, each sample a different product.
 */
export async function measureAdminProducts(
  api: ServiceProcess,
  token: string,
  count = 400,
): Promise<AdminProductFigures> {
  const headers = { authorization: `Bearer ${token}` };
  const base = `${api.url}/API/v1/admin/products?limit=50`;
  const pages: string[] = [];
  const versions = new Map<string, number>();
  for (const sort of SORTS) {
    for (const order of ['asc', 'desc']) {
      let url = `${base}&sort=${sort}&order=${order}`;
      for (let page = 0; page < 10; page++) {
        pages.push(url);
        const response = await fetch(url, { headers });
        if (!response.ok) throw new Error(`admin list: ${response.status}`);
        const answer = (await response.json()) as {
          result: { _id: string; version: number }[];
          nextCursor: string | null;
        };
        for (const row of answer.result) versions.set(row._id, row.version);
        if (!answer.nextCursor) break;
        url = `${base}&sort=${sort}&order=${order}&cursor=${encodeURIComponent(answer.nextCursor)}`;
      }
    }
  }
  const list = await latencySamples((i) => ({ url: pages[i % pages.length] as string, headers }), count, 2);
  const search = await latencySamples(
    (i) => ({
      url: `${base}&q=${encodeURIComponent(SEARCHES[i % SEARCHES.length] as string)}&sort=name&order=asc`,
      headers,
    }),
    count,
    2,
  );
  const targets = [...versions].slice(0, count);
  const save = await latencySamples(
    (i) => {
      const [id, version] = targets[i % targets.length] as [string, number];
      versions.set(id, version + 1);
      return {
        url: `${api.url}/API/v1/admin/products/${id}`,
        method: 'PATCH' as const,
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ version, heading: `Benchmark heading ${i}` }),
      };
    },
    Math.min(count, targets.length),
    2,
  );
  return { list, search, save };
}
