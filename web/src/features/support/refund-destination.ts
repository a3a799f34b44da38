import type { RefundDestinationInput } from '../../__generated__/graphql';

/** Where a Cash on Delivery order's refund goes, as its form edits it. */
export interface RefundDestinationValues {
  kind: 'upi' | 'bank';
  vpa: string;
  accountName: string;
  accountNumber: string;
  ifsc: string;
}

export const EMPTY_REFUND_DESTINATION: RefundDestinationValues = {
  kind: 'upi',
  vpa: '',
  accountName: '',
  accountNumber: '',
  ifsc: '',
};

/** What the form sends: nothing when the buyer left it blank (an order paid online needs none). */
export function refundDestinationInput(values: RefundDestinationValues): RefundDestinationInput | null {
  if (values.kind === 'upi') return values.vpa.trim() ? { vpa: values.vpa.trim() } : null;
  const bank = {
    accountName: values.accountName.trim(),
    accountNumber: values.accountNumber.trim(),
    ifsc: values.ifsc.trim(),
  };
  return bank.accountName || bank.accountNumber || bank.ifsc ? bank : null;
}
