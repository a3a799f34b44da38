import type { AdminOrderStatus, OrderFilter, OrderPaymentFilter } from '../../__generated__/admin/graphql';

/**
 * The order list's filters, kept in the page's URL (`?status=PENDING&payment=COD&queue=1&pincode=302003`): a reload,
 * a shared link or Back shows the same orders. Dates are whole days in the reader's time zone, `to` included.
 * Anything unreadable falls back to no filter, so a hand-edited address never breaks the page.
 */
export interface OrderFilters {
  search: string;
  status: AdminOrderStatus | '';
  payment: OrderPaymentFilter | '';
  /** Only cash-on-delivery orders waiting for a confirmation. */
  toConfirm: boolean;
  pincode: string;
  state: string;
  /** `YYYY-MM-DD`, or empty. */
  from: string;
  to: string;
}

export const ORDER_STATUSES: readonly AdminOrderStatus[] = [
  'PENDING',
  'PROCESSING',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
  'RETURNED',
];
export const PAYMENT_FILTERS: readonly OrderPaymentFilter[] = ['CARD', 'UPI', 'NETBANKING', 'WALLET', 'COD', 'POINTS'];
export const NO_ORDER_FILTERS: OrderFilters = {
  search: '',
  status: '',
  payment: '',
  toConfirm: false,
  pincode: '',
  state: '',
  from: '',
  to: '',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  values.find((v) => v === value) ?? '';

export function readOrderFilters(params: URLSearchParams): OrderFilters {
  const day = (key: string) => (DAY.test(params.get(key) ?? '') ? (params.get(key) as string) : '');
  const pincode = params.get('pincode') ?? '';
  return {
    search: (params.get('q') ?? '').trim().slice(0, 120),
    status: oneOf(ORDER_STATUSES, params.get('status')),
    payment: oneOf(PAYMENT_FILTERS, params.get('payment')),
    toConfirm: params.get('queue') === '1',
    pincode: /^\d{6}$/.test(pincode) ? pincode : '',
    state: (params.get('state') ?? '').trim().slice(0, 60),
    from: day('from'),
    to: day('to'),
  };
}

/** The URL's search for `filters`: only the ones set, so the plain list is `/admin/orders`. */
export function orderSearchOf(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('q', filters.search.trim());
  if (filters.status) params.set('status', filters.status);
  if (filters.payment) params.set('payment', filters.payment);
  if (filters.toConfirm) params.set('queue', '1');
  if (/^\d{6}$/.test(filters.pincode.trim())) params.set('pincode', filters.pincode.trim());
  if (filters.state.trim()) params.set('state', filters.state.trim());
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  return params;
}

/** Midnight starting `day` (`YYYY-MM-DD`) in the reader's time zone, as ISO 8601; `days` later when given. */
function startOfDay(day: string, days = 0): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + days).toISOString();
}

/** What the api is asked: `to` is the end of its day, so a one-day range holds that day's orders. */
export function orderFilterInput(filters: OrderFilters): OrderFilter {
  const input: OrderFilter = {};
  if (filters.search) input.search = filters.search;
  if (filters.status) input.status = filters.status;
  if (filters.payment) input.payment = filters.payment;
  if (filters.toConfirm) input.toConfirm = true;
  if (filters.pincode) input.pincode = filters.pincode;
  if (filters.state) input.state = filters.state;
  if (filters.from) input.from = startOfDay(filters.from);
  if (filters.to) input.to = startOfDay(filters.to, 1);
  return input;
}

export const STATUS_NAMES: Record<AdminOrderStatus, string> = {
  PENDING: 'Pending',
  PROCESSING: 'Processing',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  RETURNED: 'Returned',
};

export const PAYMENT_NAMES: Record<OrderPaymentFilter, string> = {
  CARD: 'Card',
  UPI: 'UPI',
  NETBANKING: 'Net banking',
  WALLET: 'Wallet',
  COD: 'Cash on delivery',
  POINTS: 'Coupon and points',
};

/** How an order was paid, in words: Razorpay's method when known. */
export function paidBy(order: { paymentMethod: string; paymentInstrument?: string | null }): string {
  if (order.paymentMethod === 'cod') return 'Cash on delivery';
  if (order.paymentMethod === 'points') return 'Coupon and points';
  const instrument = order.paymentInstrument?.toUpperCase() as OrderPaymentFilter | undefined;
  return instrument && instrument in PAYMENT_NAMES ? `${PAYMENT_NAMES[instrument]} (Razorpay)` : 'Razorpay';
}

/** A moment as the desk reads it (India's format, 24-hour clock). */
export const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', hour12: false });
