import type { Resolvers } from '../../__generated__/admin/resolvers-types.js';
import type { DestinationJson } from './rest.js';

const upper = <T extends string>(value: T) => value.toUpperCase() as Uppercase<T>;

/** Colour before size, then any other option: 'Color: Blue · Size: 40'. */
const optionsOf = (attributes: Record<string, string>): string =>
  Object.entries(attributes)
    .sort(([a], [b]) => ['color', 'size'].indexOf(a) - ['color', 'size'].indexOf(b) || a.localeCompare(b))
    .map(([k, v]) => `${k.charAt(0).toUpperCase()}${k.slice(1)}: ${v}`)
    .join(' · ');

type DestinationInput = {
  kind: string;
  vpa?: string | null;
  accountName?: string | null;
  accountNumber?: string | null;
  ifsc?: string | null;
};

/** The destination in the api's words; the api checks each field. */
const destinationOf = (d: DestinationInput | null | undefined): DestinationJson | undefined =>
  !d
    ? undefined
    : d.kind === 'upi'
      ? { kind: 'upi', vpa: d.vpa ?? '' }
      : { kind: 'bank', accountName: d.accountName ?? '', accountNumber: d.accountNumber ?? '', ifsc: d.ifsc ?? '' };

/** Cancellations, refunds and payouts: thin calls of the api's money routes, which own every rule. */
export const refundResolvers: Resolvers = {
  Query: {
    orderRefunds: (_parent, { orderId }, { money }) => money.orderMoney(orderId),
    payouts: async (_parent, { status, cursor }, { money }) => {
      const page = await money.payouts({ status: status === 'PAID' ? 'paid' : 'due', cursor: cursor ?? undefined });
      return page;
    },
  },
  Mutation: {
    cancelOrder: (_parent, args, { money }) =>
      money.cancel(args.orderId, {
        reason: args.reason,
        lines: args.lines ?? undefined,
        expectedRefundedPaise: args.expectedRefundedPaise ?? undefined,
      }),
    refundOrder: (_parent, args, { money }) =>
      money.refund(args.orderId, {
        reason: args.reason,
        lines: args.lines ?? undefined,
        amountPaise: args.amountPaise ?? undefined,
        expectedRefundedPaise: args.expectedRefundedPaise ?? undefined,
        payoutTo: destinationOf(args.payoutTo),
      }),
    markPayoutPaid: (_parent, { id, reference }, { money }) => money.markPaid(id, reference),
  },
  OrderMoneyLine: {
    options: (line) => optionsOf(line.attributes),
  },
  Refund: {
    source: (refund) => upper(refund.source),
    method: (refund) => upper(refund.method),
    status: (refund) => upper(refund.status),
    staffName: (refund) => refund.staff?.name ?? null,
  },
  Payout: {
    refund: (payout) => payout,
  },
  PayoutConnection: {
    items: (page) => page.result,
  },
};
