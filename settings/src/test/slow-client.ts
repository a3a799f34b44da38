import { connect } from 'node:net';

/** What a slow client saw: the server's answer (if any) and when the connection ended. */
export interface SlowSendResult {
  /** The status line's code, or undefined when the server closed without answering. */
  status: number | undefined;
  /** Everything the server sent. */
  response: string;
  /** Body bytes the client got onto the connection before it ended. */
  bytesSent: number;
  /** From the first byte sent to the connection's end. */
  elapsedMs: number;
}

export interface SlowSendOptions {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body: Buffer;
  /** Bytes per write. */
  chunkBytes: number;
  /** Pause between writes. */
  pauseMs: number;
  /** Send the headers a byte at a time too, with the same pause. */
  slowHeaders?: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether `response` holds a whole HTTP answer: its headers and all of its body (by length, or chunked). */
function answeredInFull(response: string): boolean {
  const end = response.indexOf('\r\n\r\n');
  if (end < 0) return false;
  const head = response.slice(0, end).toLowerCase();
  const body = response.slice(end + 4);
  const length = /\r\ncontent-length: *(\d+)/.exec(head)?.[1];
  if (length !== undefined) return Buffer.byteLength(body, 'latin1') >= Number(length);
  return /\r\ntransfer-encoding: *chunked/.test(head) && body.endsWith('0\r\n\r\n');
}

/**
 * A real client on a real socket that sends its request slowly: the headers (at once, or a byte per pause), then the
 * body `chunkBytes` at a time with `pauseMs` between writes, until the body is out or the server ends the connection.
 * Resolves once the server has answered in full or the connection has ended, whoever ended it — tests wait on that,
 * not on a clock.
 */
export function sendSlowly(origin: string, options: SlowSendOptions): Promise<SlowSendResult> {
  const { hostname, port } = new URL(origin);
  const socket = connect({ host: hostname, port: Number(port) });
  let response = '';
  let bytesSent = 0;
  let open = true;
  const started = performance.now();
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => {
    response += chunk;
    // An answer in full ends the exchange, whether or not the server keeps the connection open.
    if (answeredInFull(response)) socket.destroy();
  });
  const ended = new Promise<SlowSendResult>((resolve) => {
    socket.on('close', () => {
      open = false;
      const status = /^HTTP\/1\.1 (\d{3})/.exec(response)?.[1];
      resolve({
        status: status ? Number(status) : undefined,
        response,
        bytesSent,
        elapsedMs: performance.now() - started,
      });
    });
  });
  socket.on('error', () => undefined);
  const head = [
    `${options.method ?? 'POST'} ${options.path} HTTP/1.1`,
    `host: ${hostname}:${port}`,
    `content-length: ${options.body.length}`,
    'connection: close',
    ...Object.entries(options.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n');
  const send = async () => {
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    if (options.slowHeaders) {
      for (const byte of head) {
        if (!open) return;
        socket.write(byte);
        await sleep(options.pauseMs);
      }
    } else {
      socket.write(head);
    }
    for (let at = 0; at < options.body.length && open; at += options.chunkBytes) {
      const chunk = options.body.subarray(at, at + options.chunkBytes);
      socket.write(chunk);
      bytesSent += chunk.length;
      if (at + options.chunkBytes < options.body.length) await sleep(options.pauseMs);
    }
  };
  void send();
  return ended;
}
