import type { CartLineViewFragment, OrderLineItemFragment } from '../../__generated__/graphql';
import type { Money } from '../../shared/money/format-money';
import { attributeLabel } from '../cart';

/** A line as it is bought: what every place that shows one draws (checkout's items, My Orders, an order's page). */
export interface BoughtLine {
  name: string;
  image: string | null;
  /** The chosen options as the line shows them: 'Color: Navy', 'Size: 40'. */
  options: readonly string[];
  quantity: number;
  unitPrice: Money;
  compareAtPrice: Money | null;
  lineTotal: Money;
}

/** A line of the cart as checkout is about to buy it. */
export const cartLineBought = (line: CartLineViewFragment): BoughtLine => ({
  name: line.product.name,
  image: line.variant?.images[0] ?? null,
  options: line.attributes.map((a) => `${attributeLabel(a.name)}: ${a.value}`),
  quantity: line.quantity,
  unitPrice: line.unitPrice,
  compareAtPrice: line.compareAtPrice,
  lineTotal: line.lineTotal,
});

/** A line of a placed order, at the prices it was bought for. */
export const orderLineBought = (line: OrderLineItemFragment): BoughtLine => ({
  name: line.name,
  image: line.image || null,
  options: [line.color && `Color: ${line.color}`, line.size && `Size: ${line.size}`].filter((o): o is string =>
    Boolean(o),
  ),
  quantity: line.quantity,
  unitPrice: line.unitPrice,
  compareAtPrice: line.compareAtPrice,
  lineTotal: line.lineTotal,
});
