/**
 * Shiprocket's dates: `2026-05-19 11:37` or `2026-05-19 11:37:00`, in India time, without a zone. The store sends
 * its order dates that way and reads tracking dates back the same way. India keeps +05:30 all year (no daylight
 * saving), so a fixed offset converts both ways without a time-zone database.
 */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** A moment as Shiprocket's order date: `YYYY-MM-DD HH:mm` in India time. */
export function toShiprocketDate(date: Date): string {
  const india = new Date(date.getTime() + INDIA_OFFSET_MS).toISOString();
  return `${india.slice(0, 10)} ${india.slice(11, 16)}`;
}

/** A Shiprocket date (India time) as ISO 8601 in UTC; null for blanks, `0000-00-00` placeholders and nonsense. */
export function shiprocketDateToIso(value: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value?.trim() ?? '');
  if (!match || match[1] === '0000') return null;
  const [, y, m, d, hh = '00', mm = '00', ss = '00'] = match;
  const date = new Date(`${y}-${m}-${d}T${hh}:${mm}:${ss}+05:30`);
  if (Number.isNaN(date.getTime())) return null;
  // `Date` rolls 31 February over into March; such a date is nonsense, not a day in March.
  return toShiprocketDate(date).slice(0, 10) === `${y}-${m}-${d}` ? date.toISOString() : null;
}
