import { styleText } from 'node:util';
import { prettyFactory } from 'pino-pretty';

/**
 * Where `pnpm dev` writes: its own messages and every line its processes print, each marked with who printed it.
 * In a terminal the services' JSON log lines are made readable (pino-pretty), a request on one line (method, path,
 * status, time); anywhere else (a pipe, a file, CI) every line stays one JSON object, the services' own with a
 * `service` field added, so tools can read them.
 */
export interface DevLog {
  /** A line a process printed: a JSON log line, or text (Vite's, codegen's). */
  line(from: string, text: string): void;
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

const COLOURS = {
  dev: 'magenta',
  sandbox: 'yellow',
  api: 'green',
  gateway: 'cyan',
  web: 'blue',
  codegen: 'gray',
} as const;
const WIDTH = Math.max(...Object.keys(COLOURS).map((name) => name.length));

/** A JSON log line, as far as it is read here (Fastify's request lines). */
interface LogEntry {
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  [field: string]: unknown;
}

function parse(text: string): LogEntry | undefined {
  if (!text.startsWith('{')) return undefined;
  try {
    const entry: unknown = JSON.parse(text);
    return entry && typeof entry === 'object' ? (entry as LogEntry) : undefined;
  } catch {
    return undefined;
  }
}

export function createDevLog(
  output: NodeJS.WritableStream & { isTTY?: boolean },
  pretty = output.isTTY === true,
): DevLog {
  const write = (text: string) => output.write(`${text}\n`);
  if (!pretty) {
    const json = (from: string, level: number, msg: string, fields: Record<string, unknown> = {}) =>
      write(JSON.stringify({ level, time: Date.now(), service: from, msg, ...fields }));
    return {
      line: (from, text) => {
        if (parse(text)) write(`{"service":${JSON.stringify(from)},${text.slice(1)}`);
        else if (text.trim()) json(from, 30, text);
      },
      info: (message, fields) => json('dev', 30, message, fields),
      error: (message, fields) => json('dev', 50, message, fields),
    };
  }
  const prettify = prettyFactory({
    colorize: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,trace_id,span_id,req,res,responseTime',
    singleLine: true,
  });
  const label = (from: string) =>
    styleText(COLOURS[from as keyof typeof COLOURS] ?? 'white', `${from.padEnd(WIDTH)} │`);
  const print = (from: string, text: string) => {
    for (const part of text.replace(/\n$/, '').split('\n')) write(`${label(from)} ${part}`);
  };
  /** Each request's method and path, from its `incoming request` line until its `request completed` one. */
  const requests = new Map<string, string>();
  return {
    line: (from, text) => {
      if (!text.trim()) return;
      const entry = parse(text);
      if (!entry) return print(from, text);
      const key = `${from} ${entry.reqId}`;
      if (entry.msg === 'incoming request' && entry.req) {
        requests.set(key, `${entry.req.method} ${entry.req.url}`);
        return;
      }
      if (entry.msg === 'request completed') {
        const request = requests.get(key) ?? 'request';
        requests.delete(key);
        entry.msg = `${request} ${entry.res?.statusCode ?? ''} in ${Math.round(entry.responseTime ?? 0)} ms`;
      }
      print(from, prettify(entry));
    },
    info: (message) => print('dev', message),
    error: (message) => print('dev', styleText('red', message)),
  };
}

/**
 * A stream for one service's logger (pino writes a line at a time) that prints through `log`: `pnpm start` runs every
 * service in its own process and makes their lines readable this way in a terminal.
 */
export function serviceLogStream(log: DevLog, service: string): NodeJS.WritableStream {
  return {
    write: (line: string) => {
      log.line(service, line.trimEnd());
      return true;
    },
  } as unknown as NodeJS.WritableStream;
}
