import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root, so `DATA_DIR` defaults to one place whichever directory a service starts from. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const port = z.coerce.number().int().min(0).max(65535);

const apiEnvSchema = z.object({
  PORT: port.default(4001),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, '.data')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  PUBLIC_URL: z.url().default('http://localhost:4000'),
  /** Where mail goes out: the sandbox's SMTP listener by default, a real relay (smtps://user:pass@host) in production. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]+/, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .default('smtp://127.0.0.1:2525'),
  MAIL_FROM: z.string().trim().min(3).default('Sutra <no-reply@sutra.in>'),
  /** The store's own mailbox: feedback, contact queries and return requests are copied to it. */
  STORE_MAILBOX: z.email('STORE_MAILBOX must be an email address').default('care@sutra.in'),
  /** Signs buyers' tokens (HS256). Unset: generated once and kept in DATA_DIR/jwt-secret. */
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface ApiConfig {
  port: number;
  host: string;
  /** Absolute path: PGlite files live in `dataDir/pglite`, media in `dataDir/media`. */
  dataDir: string;
  /** Unset means embedded PGlite. */
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string;
  mailFrom: string;
  /** Where copies of shoppers' feedback, contact queries and return requests go. */
  storeMailbox: string;
  /** Unset means: read or create `dataDir/jwt-secret` (see `auth/jwt-secret.ts`). */
  jwtSecret: string | undefined;
  logLevel: string;
}

/** Reads and validates the environment once; throws a message naming every bad variable. */
export function loadApiConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = apiEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid api configuration:\n${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    storeMailbox: e.STORE_MAILBOX,
    jwtSecret: e.JWT_SECRET,
    logLevel: e.LOG_LEVEL,
  };
}

export const mediaDir = (config: Pick<ApiConfig, 'dataDir'>): string => path.join(config.dataDir, 'media');

export const migrationsDir = (): string => {
  const dir = path.join(repoRoot, 'api', 'drizzle');
  if (!existsSync(dir)) throw new Error(`Migrations folder not found at ${dir}`);
  return dir;
};
