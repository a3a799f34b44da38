import type { OutgoingMail } from '../mail/mailer.js';
import { escapeHtml, layout } from '../mail/templates.js';

/** The copies of shoppers' messages mailed to the store's mailbox; replying answers the shopper. */

/** A header-safe one-line version of a shopper's text (subjects must not carry line breaks). */
const oneLine = (s: string, max = 80): string => {
  const line = s.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

const paragraphs = (s: string): string => escapeHtml(s).replace(/\r?\n/g, '<br>');

interface Sender {
  buyerId: string;
  name: string;
  email: string;
}

function copyToStore(to: string, kind: string, sender: Sender, body: string, extra: string[] = []): OutgoingMail {
  const who = `${sender.name} <${sender.email}>`;
  return {
    to,
    replyTo: sender.email,
    subject: `${kind} from ${oneLine(sender.name)}`,
    text: [`${kind} from ${who}`, `Buyer id: ${sender.buyerId}`, ...extra, '', body, ''].join('\n'),
    html: layout(kind, [
      `From <strong>${escapeHtml(sender.name)}</strong> &lt;${escapeHtml(sender.email)}&gt;`,
      `Buyer id: ${escapeHtml(sender.buyerId)}`,
      ...extra.map(escapeHtml),
      paragraphs(body),
    ]),
  };
}

export const feedbackMail = (to: string, sender: Sender, message: string): OutgoingMail =>
  copyToStore(to, 'Feedback', sender, message);

export const contactQueryMail = (to: string, sender: Sender, query: string): OutgoingMail =>
  copyToStore(to, 'Contact query', sender, query);

export function returnRequestMail(
  to: string,
  sender: Sender,
  request: { orderNumber: string; reason: string; items: string[]; imageUrls: string[]; refundTo: string | null },
): OutgoingMail {
  // A cash-on-delivery refund is paid out by hand: the mail names where (a bank account only by its last digits; the
  // full details stay in the return request's record).
  const refund = request.refundTo ? `\n\nRefund to (cash on delivery): ${request.refundTo}` : '';
  return copyToStore(
    to,
    'Return request',
    sender,
    `Reason: ${request.reason}\n\nItems:\n${request.items.join('\n')}${refund}\n\nImages:\n${request.imageUrls.join('\n')}`,
    [`Order number: ${request.orderNumber}`],
  );
}
