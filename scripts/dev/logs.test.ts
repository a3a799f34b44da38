import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { stripVTControlCharacters } from 'node:util';
import { createDevLog } from './logs.js';

/** A stream that keeps what is written, line by line. */
function capture() {
  const lines: string[] = [];
  return {
    lines,
    stream: { write: (text: string) => lines.push(...text.trimEnd().split('\n').map(stripVTControlCharacters)) },
  };
}

const incoming = JSON.stringify({
  level: 30,
  time: 1_795_000_000_000,
  pid: 1,
  hostname: 'vm',
  reqId: 'req-7',
  req: { method: 'POST', url: '/graphql' },
  msg: 'incoming request',
});
const completed = JSON.stringify({
  level: 30,
  time: 1_795_000_000_050,
  pid: 1,
  hostname: 'vm',
  reqId: 'req-7',
  res: { statusCode: 200 },
  responseTime: 48.6,
  msg: 'request completed',
});

describe("pnpm dev's output", () => {
  it('in a terminal: readable lines marked with the service, one per request', () => {
    const { lines, stream } = capture();
    const log = createDevLog(stream as unknown as NodeJS.WritableStream, true);
    log.line('gateway', incoming);
    log.line('gateway', completed);
    log.line('web', '  VITE ready in 500 ms');
    log.info('api reloaded in 412 ms (api/src/cart/routes.ts)', { ms: 412 });
    assert.equal(lines.length, 3);
    assert.match(lines[0] ?? '', /^gateway +│ \[\d\d:\d\d:\d\d\] INFO: POST \/graphql 200 in 49 ms$/);
    assert.equal(lines[1], 'web     │   VITE ready in 500 ms');
    assert.equal(lines[2], 'dev     │ api reloaded in 412 ms (api/src/cart/routes.ts)');
  });

  it("elsewhere: every line one JSON object naming its service, the services' own fields kept", () => {
    const { lines, stream } = capture();
    const log = createDevLog(stream as unknown as NodeJS.WritableStream, false);
    log.line('gateway', incoming);
    log.line('web', '  VITE ready in 500 ms');
    log.info('api reloaded', { ms: 412 });
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    assert.deepEqual(parsed[0], { service: 'gateway', ...(JSON.parse(incoming) as object) });
    assert.equal(parsed[1]?.service, 'web');
    assert.equal(parsed[1]?.msg, '  VITE ready in 500 ms');
    assert.equal(parsed[2]?.service, 'dev');
    assert.equal(parsed[2]?.ms, 412);
  });
});
