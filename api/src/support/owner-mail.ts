import type { OutgoingMail } from '../mail/mailer.js';
import { escapeHtml, layout } from '../mail/templates.js';

/**
 * Sent to the account's own email whenever a return names where its refund goes: a refund destination is where money
 * leaves the store, and the one who typed it may not be the owner (a session left open, a stolen token). The owner
 * learns of it and can stop the payout; the store's accounts team pays only after the parcel is back.
 */
export function refundDestinationMail(
  to: string,
  owner: { name: string },
  request: { orderNumber: string; refundTo: string },
  storeMailbox: string,
): OutgoingMail {
  const stop =
    `If this was not you, reply to this mail or write to ${storeMailbox} before the parcel reaches us, and change ` +
    'your password: we will not pay the refund there.';
  return {
    to,
    replyTo: storeMailbox,
    subject: `Refund for order ${request.orderNumber}: where it goes`,
    text:
      `Hello ${owner.name},\n\nA return was requested for your order ${request.orderNumber}, and its refund is to go ` +
      `to: ${request.refundTo}.\n\n${stop}\n\nSutra`,
    html: layout('Where your refund goes', [
      `Hello ${escapeHtml(owner.name)},`,
      `A return was requested for your order ${escapeHtml(request.orderNumber)}, and its refund is to go to: ` +
        `<strong>${escapeHtml(request.refundTo)}</strong>.`,
      escapeHtml(stop),
    ]),
  };
}
