import type { OutgoingMail } from '../mail/mailer.js';
import { escapeHtml, layout } from '../mail/templates.js';
import type { InboxKind } from './schemas.js';

const what: Record<InboxKind, string> = {
  feedback: 'your feedback',
  contact: 'your question',
  review: 'your review',
};

const paragraphs = (s: string): string => escapeHtml(s).replace(/\r?\n/g, '<br>');

/** The store's answer to a shopper's feedback, contact query or review, mailed to the address they gave. */
export function inboxReplyMail(
  item: { kind: InboxKind; name: string; email: string; text: string },
  reply: string,
): OutgoingMail {
  const subject = `Re: ${what[item.kind]} to Sutra`;
  const quoted = item.text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  return {
    to: item.email,
    subject,
    text: [`Hello ${item.name},`, '', reply, '', '— Sutra customer care', '', 'You wrote:', quoted, ''].join('\n'),
    html: layout(subject, [
      `Hello ${escapeHtml(item.name)},`,
      paragraphs(reply),
      '— Sutra customer care',
      `<span style="color:#666">You wrote:<br>${paragraphs(item.text)}</span>`,
    ]),
  };
}
