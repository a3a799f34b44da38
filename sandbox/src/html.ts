/** Escapes text for HTML element content and quoted attribute values. */
export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A date as a shopper in India reads it, for the inbox pages. */
export const whenInIndia = (iso: string): string =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Kolkata' });

/** An HTML page when the caller asks for HTML (a browser), JSON otherwise (tests, curl, scripts). */
export const wantsHtml = (accept: string | undefined): boolean => Boolean(accept?.includes('text/html'));
