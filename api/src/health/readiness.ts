import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReadinessCheck } from '@sutra/settings';
import { sql } from 'drizzle-orm';
import { type ApiConfig, migrationsDir } from '../config.js';
import { type Db, queryRows } from '../db/client.js';
import { isUndefinedTable, rootCauseMessage } from '../db/errors.js';

/** How long the database may take to answer a probe before the api calls itself unready. */
export const DATABASE_PROBE_TIMEOUT_MS = 1000;

/** When the last migration this code ships was written (its journal's `when`), which drizzle records as applied. */
export function lastMigrationMillis(dir = migrationsDir()): number {
  const journal = JSON.parse(readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

function withinMs<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The api takes traffic when its database answers (within a second), holds every migration this code ships (a
 * replica started before a newer one migrated is still fine; one whose schema is behind is not), and its providers'
 * addresses are set. It does not call the providers: Razorpay or Shiprocket being down is answered request by request
 * (and retried by the worker), and must not take every replica out of rotation at once.
 */
export function apiReadiness(db: Db, config: ApiConfig, required = lastMigrationMillis()): ReadinessCheck {
  let migrated = false;
  const upstreams: Record<string, string> = {
    SMTP_URL: config.smtpUrl,
    RAZORPAY_API_URL: config.razorpay.apiUrl,
    SHIPROCKET_API_URL: config.shiprocket.apiUrl,
    SMS_API_URL: config.messaging.sms.apiUrl,
    WHATSAPP_API_URL: config.messaging.whatsapp.apiUrl,
  };
  const unset = Object.keys(upstreams).filter((name) => !upstreams[name]);
  return async () => {
    if (unset.length > 0) return `upstreams not configured: ${unset.join(', ')}`;
    try {
      const [latest] = await withinMs(
        queryRows<{ applied: string | number | null }>(
          db,
          sql`select max(created_at) as applied from drizzle.__drizzle_migrations`,
        ),
        DATABASE_PROBE_TIMEOUT_MS,
        'the database',
      );
      if (!migrated) migrated = Number(latest?.applied ?? 0) >= required;
      if (!migrated) return 'database migrations not applied';
      return undefined;
    } catch (error) {
      // No migrations table (or schema) yet: the database answers, but has never been migrated.
      if (isUndefinedTable(error)) return 'database migrations not applied';
      return `database unavailable: ${rootCauseMessage(error)}`;
    }
  };
}
