import { razorpaySandboxClient } from '@sutra/sandbox';
import type { Shopper } from './shopper.js';

/** What a shopper does in the store, over GraphQL as the web app does it; every step retried as `Shopper` says. */

export const ADDRESS = {
  name: 'Arjun Mehta',
  phone: '9876543210',
  add1: '14 Johari Bazaar Road',
  state: 'Rajasthan',
  city: 'Jaipur',
  pincode: '302003',
};

export interface ListedProduct {
  id: string;
  price: { paise: number };
  variants: { attributes: { label: string; options: { label: string }[] }[] }[];
}

const LISTING = `query FleetListing($category: String, $first: Int, $after: String) {
  products(category: $category, filter: { availability: IN_STOCK }, first: $first, after: $after) {
    totalCount nodes { id price { paise } variants { attributes { label options { label } } } }
    pageInfo { endCursor hasNextPage }
  }
}`;
const PRODUCT =
  'query FleetProduct($id: ID!) { product(id: $id) { id price { paise } variants { salePrice { paise } } } }';
const SEARCH = 'query FleetSearch($query: String!) { search(query: $query) { products { id } } }';
const CATEGORIES = 'query FleetCategories { categories { value } }';

export async function categories(shopper: Shopper): Promise<string[]> {
  const { categories } = await shopper.read<{ categories: { value: string }[] }>('categories', CATEGORIES);
  return categories.map((c) => c.value);
}

export async function listing(shopper: Shopper, category?: string, first = 12): Promise<ListedProduct[]> {
  const { products } = await shopper.read<{ products: { nodes: ListedProduct[] } }>('listing', LISTING, {
    category,
    first,
  });
  return products.nodes;
}

/** A product's price and its variants' sale prices, in paise. */
export async function product(shopper: Shopper, id: string): Promise<{ price: number; salePrices: number[] } | null> {
  type Money = { paise: number };
  const answer = await shopper.read<{ product: { price: Money; variants: { salePrice: Money }[] } | null }>(
    'product',
    PRODUCT,
    { id },
  );
  return answer.product
    ? { price: answer.product.price.paise, salePrices: answer.product.variants.map((v) => v.salePrice.paise) }
    : null;
}

export async function search(shopper: Shopper, query: string): Promise<number> {
  const { search } = await shopper.read<{ search: { products: unknown[] } }>('search', SEARCH, { query });
  return search.products.length;
}

/** Adds one of `item` with its first variant's first option of every attribute; answers the cart's lines. */
export async function addToCart(shopper: Shopper, item: ListedProduct): Promise<{ id: string; quantity: number }[]> {
  const attributes = (item.variants[0]?.attributes ?? []).map((a) => ({
    name: a.label.toLowerCase(),
    value: a.options[0]?.label ?? '',
  }));
  const { addToCart } = await shopper.mutate<{ addToCart: { lines: { id: string; quantity: number }[] } }>(
    'addToCart',
    'mutation ($productId: ID!, $attributes: [CartLineAttributeInput!]) { addToCart(productId: $productId, quantity: 1, attributes: $attributes) { lines { id quantity } } }',
    { productId: item.id, attributes },
  );
  return addToCart.lines;
}

export async function updateCartLine(shopper: Shopper, lineId: string, quantity: number): Promise<void> {
  await shopper.mutate(
    'updateCartLine',
    'mutation ($lineId: ID!, $quantity: Int!) { updateCartLine(lineId: $lineId, quantity: $quantity) { count } }',
    { lineId, quantity },
  );
}

export interface PlacedOrder {
  id: string;
  orderNumber: string;
  razorpayOrderId: string;
}

/**
 * Checks the cart out and pays with the Razorpay sandbox's paying card (the browser talks to Razorpay directly, so
 * the payment goes to the sandbox, not through the store), then places the order as the browser does on its return.
 */
export async function checkOutAndPay(shopper: Shopper, sandboxUrl: string): Promise<PlacedOrder> {
  const { startCheckout } = await shopper.mutate<{ startCheckout: { razorpay: { key: string; orderId: string } } }>(
    'startCheckout',
    'mutation ($input: CheckoutInput!) { startCheckout(input: $input) { razorpay { key orderId } } }',
    {
      input: { name: 'Arjun Mehta', email: 'arjun@example.in', deliveryAddress: ADDRESS, useMembershipPoints: false },
    },
  );
  const { key, orderId } = startCheckout.razorpay;
  const paid = await shopper.retried('pay', async () => {
    const at = Date.now();
    try {
      const outcome = await razorpaySandboxClient(sandboxUrl).pay(orderId, { key });
      shopper.recorder.record({ op: 'pay', at, ms: Date.now() - at });
      if (!outcome.ok) return { ok: false, failure: `razorpay: ${outcome.error.description}`, retryable: false };
      return { ok: true, value: outcome.result };
    } catch (error) {
      shopper.recorder.record({ op: 'pay', at, ms: Date.now() - at, failure: String(error), retryable: false });
      // Paying again could pay twice: a payment whose answer was lost is not retried.
      return { ok: false, failure: `network: ${(error as Error).message}`, retryable: false };
    }
  });
  const { placeOrder } = await shopper.mutate<{ placeOrder: { order: { id: string; orderNumber: string } } }>(
    'placeOrder',
    'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id orderNumber } } }',
    {
      input: {
        razorpayOrderId: paid.razorpay_order_id,
        razorpayPaymentId: paid.razorpay_payment_id,
        razorpaySignature: paid.razorpay_signature,
      },
    },
  );
  return { ...placeOrder.order, razorpayOrderId: orderId };
}

/** The shopper's orders as the order list shows them (newest first). */
export async function orders(shopper: Shopper): Promise<{ id: string; orderNumber: string }[]> {
  const { orders } = await shopper.mutate<{ orders: { nodes: { id: string; orderNumber: string }[] } }>(
    'orders',
    'query { orders(first: 50) { nodes { id orderNumber } } }',
  );
  return orders.nodes;
}
