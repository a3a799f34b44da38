import QRCode from 'qrcode';

/**
 * Razorpay's test-mode UPI ids (DESIGN: fixed, documented in docs/sandbox.md, used by tests). A collect request to
 * `success@razorpay` is approved, one to `failure@razorpay` is declined. Any other well-formed UPI id is refused before a
 * payment exists, as an unknown card is: the sandbox has no payer behind it to answer a request.
 */
export const TEST_VPAS = { success: 'success@razorpay', failure: 'failure@razorpay' } as const;

export type VpaOutcome = 'success' | 'failure' | 'unknown';

/**
 * A UPI id's shape: a name of letters, digits, dots, hyphens or underscores, `@`, and a handle of letters (the bank or
 * app), as NPCI's addresses are (`asha.rao@okaxis`). UPI ids are not case-sensitive.
 */
export const VPA_PATTERN = /^[a-z0-9._-]{2,256}@[a-z][a-z0-9]{1,63}$/i;

export const normalizeVpa = (vpa: string): string => vpa.trim().toLowerCase();

export function vpaOutcome(vpa: string): VpaOutcome {
  const normalized = normalizeVpa(vpa);
  if (normalized === TEST_VPAS.success) return 'success';
  if (normalized === TEST_VPAS.failure) return 'failure';
  return 'unknown';
}

/** The sandbox account's own UPI id and name: what a payer's app shows as the payee. */
export const PAYEE = { vpa: 'sutra.sandbox@razorpay', name: 'Sutra' } as const;

/**
 * The UPI intent a QR code or a "Pay with a UPI app" link carries (NPCI's `upi://pay` deep link): payee address and
 * name, the amount in rupees with two decimals, INR, and the Razorpay order id as the transaction reference.
 */
export function upiIntentUrl(order: { id: string; amount: number }): string {
  const query = new URLSearchParams({
    pa: PAYEE.vpa,
    pn: PAYEE.name,
    am: (order.amount / 100).toFixed(2),
    cu: 'INR',
    tr: order.id,
  });
  return `upi://pay?${query}`;
}

/** A QR code as its grid of modules: `size` rows of `size` characters, `1` dark and `0` light. */
export interface QrMatrix {
  size: number;
  rows: string[];
}

/**
 * Encodes `text` as a QR code (the `qrcode` library; error correction M, as payment QR codes use). The dialog draws the
 * grid itself, so the payment script parses no markup and the store's page needs no image source for the sandbox.
 */
export function qrMatrix(text: string): QrMatrix {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const rows: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let line = '';
    for (let column = 0; column < modules.size; column++) line += modules.get(row, column) ? '1' : '0';
    rows.push(line);
  }
  return { size: modules.size, rows };
}
