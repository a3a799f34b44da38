import { escapeHtml, whenInIndia } from '../html.js';
import type { StoredSms } from './store.js';

/** The SMS inbox: what the store texted, newest first, as a phone would show it. Text is escaped, never rendered. */
export function renderSmsInbox(messages: StoredSms[], filter: string | undefined, outage: boolean): string {
  const title = filter ? `SMS to ${filter}` : 'All SMS';
  const items = messages
    .map(
      (m) => `<article>
  <header><strong>${escapeHtml(m.from)}</strong> → ${escapeHtml(m.to)}<time>${escapeHtml(whenInIndia(m.dateCreated))}</time></header>
  <p class="bubble">${escapeHtml(m.body)}</p>
  <p class="meta">${escapeHtml(m.status)} · ${m.numSegments} part${m.numSegments === 1 ? '' : 's'} · ${escapeHtml(m.sid)}</p>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Sutra SMS sandbox</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 640px; padding: 24px; color: #1a1a1a; }
  h1 { font-size: 20px; margin: 0 0 4px; }
  .lede { color: #666; margin: 0 0 20px; }
  .down { background: #fdecea; color: #8a1c12; padding: 8px 12px; border-radius: 6px; }
  form { display: flex; gap: 8px; margin-bottom: 20px; }
  input { flex: 1; padding: 6px 10px; font: inherit; border: 1px solid #ccc; border-radius: 6px; }
  button { padding: 6px 14px; font: inherit; border: 0; border-radius: 6px; background: #1a1a1a; color: #fff; }
  article { margin-bottom: 16px; }
  article header { display: flex; gap: 8px; font-size: 13px; color: #444; }
  time { margin-left: auto; color: #666; }
  .bubble { background: #f1f1f4; border-radius: 12px; padding: 10px 14px; margin: 4px 0; white-space: pre-wrap; }
  .meta { color: #666; font-size: 12px; margin: 0; }
  .empty { color: #666; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p class="lede">Text messages the store sent through the sandbox's Twilio stand-in, newest first. Kept in memory only. <a href="/sandbox/whatsapp${filter ? `?to=${encodeURIComponent(filter)}` : ''}">WhatsApp</a> · <a href="/sandbox/mail">Mail</a></p>
${outage ? '<p class="down">The SMS provider is down (outage switch on): sends answer 503.</p>' : ''}
<form method="get"><input name="to" inputmode="tel" placeholder="Filter by mobile number" value="${escapeHtml(filter ?? '')}"><button>Show</button></form>
${items || '<p class="empty">No SMS yet.</p>'}
</body>
</html>`;
}
