import type { OutgoingMail } from '../mail/mailer.js';
import { escapeHtml, layout } from '../mail/templates.js';

interface Buyer {
  email: string;
  name: string;
}

/** Tells the buyer their return was not accepted, and why (staff's words). */
export function returnRejectedMail(buyer: Buyer, orderNumber: string, reason: string, replyTo: string): OutgoingMail {
  return {
    to: buyer.email,
    replyTo,
    subject: `Your return for order ${orderNumber}`,
    text:
      `Hello ${buyer.name},\n\nWe could not accept your return request for order ${orderNumber}.\n\nReason: ${reason}\n\n` +
      'Reply to this mail if you have a question.\n\nSutra',
    html: layout('Your return request', [
      `Hello ${escapeHtml(buyer.name)},`,
      `We could not accept your return request for order ${escapeHtml(orderNumber)}.`,
      `Reason: ${escapeHtml(reason)}`,
      'Reply to this mail if you have a question.',
    ]),
  };
}

/** Tells the buyer the return was accepted and a courier will collect the parcel. */
export function returnApprovedMail(buyer: Buyer, orderNumber: string, replyTo: string): OutgoingMail {
  return {
    to: buyer.email,
    replyTo,
    subject: `Your return for order ${orderNumber} is approved`,
    text:
      `Hello ${buyer.name},\n\nYour return request for order ${orderNumber} is approved. A courier will come to ` +
      'collect the items from your delivery address; please keep them packed with their tags.\n\nSutra',
    html: layout('Your return is approved', [
      `Hello ${escapeHtml(buyer.name)},`,
      `Your return request for order ${escapeHtml(orderNumber)} is approved. A courier will come to collect the ` +
        'items from your delivery address; please keep them packed with their tags.',
    ]),
  };
}
