import { formatPaise } from '@sutra/rules';
import type { OutgoingMail } from '../mail/mailer.js';
import { escapeHtml, layout } from '../mail/templates.js';

/** The buyer's mail when staff cancel their order, or some units of it, with what is refunded and how. */
export function cancellationMail(input: {
  to: string;
  name: string;
  orderNumber: string;
  whole: boolean;
  items: string[];
  refundPaise: number;
  method: 'razorpay' | 'payout' | null;
  reason: string;
}): OutgoingMail {
  const what = input.whole
    ? `Your order ${input.orderNumber} is cancelled`
    : `Part of your order ${input.orderNumber} is cancelled`;
  const refund =
    input.refundPaise === 0
      ? 'Nothing was charged for it, so nothing is to be refunded.'
      : input.method === 'razorpay'
        ? `We are refunding ₹${formatPaise(input.refundPaise)} to the card or UPI account you paid with; banks take 5-7 working days.`
        : `We will pay ₹${formatPaise(input.refundPaise)} to the account you gave us.`;
  const lines = [`Hello ${input.name},`, `${what}: ${input.items.join(', ')}.`, `Reason: ${input.reason}`, refund];
  return {
    to: input.to,
    subject: what,
    text: `${lines.join('\n\n')}\n\nSutra`,
    html: layout(what, lines.map(escapeHtml)),
  };
}

/** The buyer's mail when staff refund an amount or some units of a delivered order. */
export function refundMail(input: {
  to: string;
  name: string;
  orderNumber: string;
  refundPaise: number;
  method: 'razorpay' | 'payout';
  reason: string;
}): OutgoingMail {
  const subject = `A refund of ₹${formatPaise(input.refundPaise)} for your order ${input.orderNumber}`;
  const how =
    input.method === 'razorpay'
      ? 'It goes back to the card or UPI account you paid with; banks take 5-7 working days.'
      : 'We will pay it to the account you gave us.';
  const lines = [`Hello ${input.name},`, `${subject}.`, `Reason: ${input.reason}`, how];
  return {
    to: input.to,
    subject,
    text: `${lines.join('\n\n')}\n\nSutra`,
    html: layout(subject, lines.map(escapeHtml)),
  };
}
