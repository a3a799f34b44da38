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
    logLevel: e.LOG_LEVEL,
  };
}

export const mediaDir = (config: Pick<ApiConfig, 'dataDir'>): string => path.join(config.dataDir, 'media');

export const migrationsDir = (): string => {
  const dir = path.join(repoRoot, 'api', 'drizzle');
  if (!existsSync(dir)) throw new Error(`Migrations folder not found at ${dir}`);
  return dir;
};
