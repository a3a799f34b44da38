const parts = (date: Date) => {
  const fields = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: string) => fields.find((f) => f.type === type)?.value ?? '00';
  return { y: get('year'), m: get('month'), d: get('day'), h: get('hour'), min: get('minute'), s: get('second') };
};

/** Shiprocket's date-time form, Indian time: `2026-05-19 11:37:00`. */
export function shiprocketDate(date: Date): string {
  const p = parts(date);
  return `${p.y}-${p.m}-${p.d} ${p.h}:${p.min}:${p.s}`;
}

/** The form of a status webhook's `current_timestamp`: `19 05 2026 11:37:00`. */
export function webhookTimestamp(date: Date): string {
  const p = parts(date);
  return `${p.d} ${p.m} ${p.y} ${p.h}:${p.min}:${p.s}`;
}

/** A merchant's date in Shiprocket's form (`2026-05-19 11:37`, India time) as a moment; null when unreadable. */
export function indiaMoment(value: string | undefined): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2})(?::(\d{2}))?)?$/.exec(value?.trim() ?? '');
  if (!match) return null;
  const date = new Date(`${match[1]}T${match[2] ?? '00:00'}:${match[3] ?? '00'}+05:30`);
  return Number.isNaN(date.getTime()) ? null : date;
}
