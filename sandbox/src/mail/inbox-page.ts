import type { StoredMail } from './store.js';

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const when = (iso: string): string =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Kolkata' });

/**
 * A small inbox page: newest first, each mail's text body inline. HTML bodies are not rendered (they would run in
 * the sandbox's origin); the text part is what the api always sends too.
 */
export function renderInbox(mails: StoredMail[], filter: string | undefined): string {
  const title = filter ? `Mail to ${filter}` : 'All mail';
  const items = mails
    .map(
      (m) => `<article>
  <header><strong>${escapeHtml(m.subject || '(no subject)')}</strong><time>${escapeHtml(when(m.date))}</time></header>
  <p class="meta">From ${escapeHtml(m.from || 'unknown')} to ${escapeHtml(m.to)}</p>
  <pre>${escapeHtml(m.text || '(no text part)')}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Sutra mail sandbox</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 760px; padding: 24px; color: #1a1a1a; }
  h1 { font-size: 20px; margin: 0 0 4px; }
  .lede { color: #666; margin: 0 0 20px; }
  form { display: flex; gap: 8px; margin-bottom: 20px; }
  input { flex: 1; padding: 6px 10px; font: inherit; border: 1px solid #ccc; border-radius: 6px; }
  button { padding: 6px 14px; font: inherit; border: 0; border-radius: 6px; background: #1a1a1a; color: #fff; }
  article { border: 1px solid #e4e4e4; border-radius: 8px; padding: 12px 16px; margin-bottom: 12px; }
  article header { display: flex; justify-content: space-between; gap: 12px; }
  time, .meta { color: #666; font-size: 13px; }
  .meta { margin: 2px 0 8px; }
  pre { white-space: pre-wrap; margin: 0; font: 14px/1.5 ui-monospace, monospace; }
  .empty { color: #666; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p class="lede">Mail the store sent through the sandbox's SMTP listener, newest first. Kept in memory only. <a href="/sandbox/sms">SMS</a> · <a href="/sandbox/whatsapp">WhatsApp</a></p>
<form method="get"><input name="to" type="email" placeholder="Filter by recipient" value="${escapeHtml(filter ?? '')}"><button>Show</button></form>
${items || '<p class="empty">No mail yet.</p>'}
</body>
</html>`;
}
