/** The message of a checkout script that could not be loaded (spec section 8); it counts as a payment failure. */
export const SCRIPT_LOAD_FAILED = 'Razorpay SDK failed to load';

/** The checkout script did not load: told apart by its class, never by its message. */
export class ScriptLoadError extends Error {
  constructor() {
    super(SCRIPT_LOAD_FAILED);
    this.name = 'ScriptLoadError';
  }
}

/** What the payment window's handler receives after a successful payment. */
export interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** The `payment.failed` event's payload (Razorpay's error shape, the fields we read). */
export interface RazorpayFailure {
  error?: { code?: string; description?: string; reason?: string; metadata?: { payment_id?: string } };
}

/**
 * The options the store opens the payment window with (a subset of Razorpay's). No `method` or `config` option: the
 * window offers every method the account has enabled (card and UPI), as Razorpay's hosted checkout does by default.
 */
export interface RazorpayOptions {
  key: string;
  /** Paise. */
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description?: string;
  prefill?: { name?: string; email?: string; contact?: string };
  theme?: { color?: string };
  /** `enabled: false` closes the window on a failed payment, so the store's own modal can say so. */
  retry?: { enabled: boolean };
  modal?: { ondismiss?: () => void; escape?: boolean; backdropclose?: boolean };
  handler: (response: RazorpaySuccess) => void;
}

export interface RazorpayInstance {
  open(): void;
  close(): void;
  on(event: 'payment.failed', callback: (response: RazorpayFailure) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

const pending = new Map<string, Promise<RazorpayConstructor>>();

/**
 * Loads the payment provider's checkout script from `url` once, on demand (the first purchase asks for it), and
 * answers the `window.Razorpay` it defines (later calls answer it at once). A failed load is forgotten, so the next
 * attempt tries again; it rejects with 'Razorpay SDK failed to load'.
 */
export function loadRazorpay(url: string): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  const known = pending.get(url);
  if (known) return known;
  const loading = new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset.razorpay = 'checkout';
    const fail = () => {
      script.remove();
      pending.delete(url);
      reject(new ScriptLoadError());
    };
    script.onload = () => {
      pending.delete(url);
      if (window.Razorpay) resolve(window.Razorpay);
      else fail();
    };
    script.onerror = fail;
    document.body.appendChild(script);
  });
  pending.set(url, loading);
  return loading;
}
