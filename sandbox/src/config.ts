import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65535);

const sandboxEnvSchema = z.object({
  PORT: port.default(4002),
  SMTP_PORT: port.default(2525),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** The api's origin, for the webhooks later providers (Razorpay, Shiprocket) send. */
  API_URL: z.url().default('http://127.0.0.1:4001'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface SandboxConfig {
  /** HTTP port of the sandbox's provider APIs and controls (0 = any free port). */
  port: number;
  /** Port of the SMTP listener (0 = any free port). */
  smtpPort: number;
  host: string;
  apiUrl: string;
  logLevel: string;
}

/** Reads and validates the environment once; throws a message naming every bad variable. */
export function loadSandboxConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const parsed = sandboxEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid sandbox configuration:\n${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    smtpPort: e.SMTP_PORT,
    host: e.HOST,
    apiUrl: e.API_URL.replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
  };
}
