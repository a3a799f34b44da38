import { z } from 'zod';

/**
 * Where the refund of a cash-on-delivery order goes. Such an order was paid in cash to the courier, so there is no
 * payment to refund to: the buyer names a UPI id or a bank account on the return form, the store records it with the
 * return request, and the store's accounts team pays it out by hand (docs/decisions/checkout-and-payments.md,
 * "Cash on Delivery"). Orders paid online are refunded to their payment and never ask for one.
 */
export type RefundDestination =
  | { kind: 'upi'; vpa: string }
  | { kind: 'bank'; accountName: string; accountNumber: string; ifsc: string };

export const REFUND_DESTINATION_NEEDED =
  'This order was paid in cash on delivery: tell us a UPI id or a bank account to refund it to';
export const INVALID_VPA = 'Enter a valid UPI id, like name@bank';
export const INVALID_ACCOUNT_NUMBER = 'Enter a valid bank account number (9 to 18 digits)';
export const INVALID_IFSC = 'Enter a valid IFSC, like SBIN0001234';
export const ACCOUNT_NAME_NEEDED = 'Enter the account holder’s name';

/** A UPI id (VPA): a handle of letters, digits, dots, hyphens or underscores, `@`, and the provider's letters. */
const VPA_SHAPE = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/;
/** An IFSC: four letters (the bank), a zero, six letters or digits (the branch). */
const IFSC_SHAPE = /^[A-Z]{4}0[A-Z0-9]{6}$/;

export const refundDestinationSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('upi'),
      vpa: z.string({ error: INVALID_VPA }).trim().regex(VPA_SHAPE, INVALID_VPA),
    }),
    z.object({
      kind: z.literal('bank'),
      accountName: z.string({ error: ACCOUNT_NAME_NEEDED }).trim().min(1, ACCOUNT_NAME_NEEDED).max(100),
      accountNumber: z
        .string({ error: INVALID_ACCOUNT_NUMBER })
        .transform((v) => v.replace(/[\s-]/g, ''))
        .pipe(z.string().regex(/^\d{9,18}$/, INVALID_ACCOUNT_NUMBER)),
      ifsc: z
        .string({ error: INVALID_IFSC })
        .transform((v) => v.trim().toUpperCase())
        .pipe(z.string().regex(IFSC_SHAPE, INVALID_IFSC)),
    }),
  ],
  { error: 'Refund to must be a UPI id or a bank account' },
);

/** How the store's mail and the buyer's answer show it: a bank account by its last four digits only. */
export function describeRefundDestination(destination: RefundDestination): string {
  if (destination.kind === 'upi') return `UPI ${destination.vpa}`;
  return `Bank account ending ${destination.accountNumber.slice(-4)} (${destination.ifsc}), ${destination.accountName}`;
}
