import { escapeHtml, whenInIndia } from '../html.js';
import type { StoredWhatsApp } from './store.js';

const safeLink = (url: string): string => (/^https?:\/\//i.test(url) ? url : '#');

function renderMessage(m: StoredWhatsApp): string {
  const buttons = m.buttons
    .map((b, index) =>
      b.kind === 'url'
        ? `<a class="button" href="${escapeHtml(safeLink(b.url))}" target="_blank" rel="noopener">${escapeHtml(b.text)} ↗</a>`
        : `<form method="post" action="/sandbox/whatsapp/messages/${encodeURIComponent(m.id)}/reply"><input type="hidden" name="index" value="${index}"><button>${escapeHtml(b.text)}</button></form>`,
    )
    .join('');
  const replies = m.replies
    .map(
      (r) =>
        `<p class="reply">${escapeHtml(r.text)}<span>${escapeHtml(whenInIndia(r.date))} · ${r.delivered ? 'the store got it' : 'the store did not take it'}</span></p>`,
    )
    .join('');
  return `<article id="${escapeHtml(m.id)}">
  <header>to +${escapeHtml(m.to)} · <code>${escapeHtml(m.template)}</code><time>${escapeHtml(whenInIndia(m.date))}</time></header>
  <div class="bubble"><p>${escapeHtml(m.text)}</p>${buttons ? `<div class="buttons">${buttons}</div>` : ''}</div>
  <p class="meta">${escapeHtml(m.status)}</p>
  ${replies}
</article>`;
}

/**
 * The WhatsApp inbox: the store's template messages, newest first, as the buyer's phone would show them. Quick replies
 * are plain HTML forms (they work without JavaScript) that post the buyer's tap; URL buttons are links. All text is
 * escaped; a link that is not http(s) is not followed.
 */
export function renderWhatsAppInbox(
  messages: StoredWhatsApp[],
  filter: string | undefined,
  switches: { outage: boolean },
): string {
  const title = filter ? `WhatsApp to ${filter}` : 'All WhatsApp messages';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Sutra WhatsApp sandbox</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 640px; padding: 24px; color: #1a1a1a; background: #efeae2; }
  h1 { font-size: 20px; margin: 0 0 4px; }
  .lede { color: #555; margin: 0 0 20px; }
  .down { background: #fdecea; color: #8a1c12; padding: 8px 12px; border-radius: 6px; }
  form.filter { display: flex; gap: 8px; margin-bottom: 20px; }
  form.filter input { flex: 1; padding: 6px 10px; font: inherit; border: 1px solid #ccc; border-radius: 6px; }
  form.filter button { padding: 6px 14px; font: inherit; border: 0; border-radius: 6px; background: #1a1a1a; color: #fff; }
  article { margin-bottom: 20px; }
  article header { display: flex; gap: 6px; font-size: 13px; color: #444; }
  time { margin-left: auto; color: #666; }
  .bubble { background: #fff; border-radius: 0 12px 12px 12px; margin: 4px 40px 2px 0; box-shadow: 0 1px 1px rgb(0 0 0 / 12%); }
  .bubble p { margin: 0; padding: 10px 14px; white-space: pre-wrap; }
  .buttons { border-top: 1px solid #eee; display: flex; flex-direction: column; }
  .buttons form { margin: 0; border-top: 1px solid #eee; }
  .buttons form:first-child, .buttons a:first-child { border-top: 0; }
  .buttons button, .buttons a { display: block; width: 100%; padding: 10px; font: inherit; color: #027eb5; background: none; border: 0; border-top: 1px solid #eee; text-align: center; text-decoration: none; cursor: pointer; }
  .meta { color: #666; font-size: 12px; margin: 0; }
  .reply { background: #d9fdd3; border-radius: 12px 0 12px 12px; margin: 6px 0 0 40px; padding: 8px 14px; }
  .reply span { display: block; color: #666; font-size: 12px; }
  .empty { color: #666; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p class="lede">WhatsApp template messages the store sent through the sandbox's Cloud API stand-in, newest first. Kept in memory only. A quick reply sends the buyer's answer to the store. <a href="/sandbox/sms${filter ? `?to=${encodeURIComponent(filter)}` : ''}">SMS</a> · <a href="/sandbox/mail">Mail</a></p>
${switches.outage ? '<p class="down">WhatsApp is down (outage switch on): sends answer 503.</p>' : ''}
<form class="filter" method="get"><input name="to" inputmode="tel" placeholder="Filter by mobile number" value="${escapeHtml(filter ?? '')}"><button>Show</button></form>
${messages.map(renderMessage).join('\n') || '<p class="empty">No WhatsApp messages yet.</p>'}
</body>
</html>`;
}
