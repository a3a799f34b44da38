/** Calendar dates in India (Asia/Kolkata, UTC+5:30 all year: India keeps no daylight saving). */

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` in India, `days` after the day `now` falls on there. */
export function indiaDateAfter(now: Date, days: number): string {
  return new Date(now.getTime() + IST_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** How long until the next midnight in India (the day's dates change then). */
export function msUntilIndiaMidnight(now: Date): number {
  const india = now.getTime() + IST_OFFSET_MS;
  return DAY_MS - (((india % DAY_MS) + DAY_MS) % DAY_MS);
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * Shiprocket's `etd` (`Nov 28, 2026`, a date in India) as `YYYY-MM-DD`; null for anything else, so the caller falls
 * back to counting the estimated days itself.
 */
export function parseEtd(etd: string | null): string | null {
  const match = /^([A-Za-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})/.exec(etd?.trim() ?? '');
  if (!match) return null;
  const month = MONTHS.indexOf((match[1] ?? '').toLowerCase());
  const day = Number(match[2]);
  const year = Number(match[3]);
  if (month < 0) return null;
  const date = new Date(Date.UTC(year, month, day));
  if (date.getUTCMonth() !== month || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}
