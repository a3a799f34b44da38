import { goodsShare } from '@sutra/rules';
import type { OrderMoneyFieldsFragment } from '../../__generated__/admin/graphql';

/** Units chosen per order line (line id → units). */
export type ChosenUnits = Readonly<Record<string, number>>;

const worthOf = (money: OrderMoneyFieldsFragment, units: (line: OrderMoneyFieldsFragment['lines'][number]) => number) =>
  money.lines.reduce((n, line) => n + line.unitPricePaise * units(line), 0);

/** Units of a line left to cancel (before dispatch) or to refund (after). */
export const unitsLeft = (line: OrderMoneyFieldsFragment['lines'][number]): number =>
  line.quantity - line.cancelledQuantity - line.refundedQuantity;

/** What is left of the money paid. */
export const moneyLeft = (money: OrderMoneyFieldsFragment): number =>
  Math.max(0, money.paidPaise - money.refundedPaise);

/**
 * What cancelling `chosen` refunds, by the api's rule (`goodsShare`): the units' share of the goods, or, when they
 * are the last units, the rest of the order; never more than is left of what was paid (an unpaid cash-on-delivery
 * order refunds nothing).
 */
export function cancelRefundPaise(money: OrderMoneyFieldsFragment, chosen: ChosenUnits): number {
  const before = worthOf(money, (l) => l.cancelledQuantity);
  const after = worthOf(money, (l) => l.cancelledQuantity + (chosen[l.id] ?? 0));
  const whole = money.lines.every((l) => l.quantity - l.cancelledQuantity === (chosen[l.id] ?? 0));
  const credit = whole
    ? money.totalPaise - goodsShare(money, before)
    : goodsShare(money, after) - goodsShare(money, before);
  return Math.max(0, Math.min(credit, moneyLeft(money)));
}

/** What refunding `chosen` units of a dispatched order comes to (the api's rule), before any amount staff type. */
export function unitsRefundPaise(money: OrderMoneyFieldsFragment, chosen: ChosenUnits): number {
  const before = worthOf(money, (l) => l.cancelledQuantity + l.refundedQuantity);
  const after = before + worthOf(money, (l) => chosen[l.id] ?? 0);
  return goodsShare(money, after) - goodsShare(money, before);
}

/** The chosen units as the mutations take them (lines with none left out). */
export const linesOf = (chosen: ChosenUnits) =>
  Object.entries(chosen)
    .filter(([, quantity]) => quantity > 0)
    .map(([orderLineId, quantity]) => ({ orderLineId, quantity }));
