import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { asBuyer, type SignedInBuyer } from './accounts.js';

/** The sandbox's test cards (fixed; see docs/sandbox.md). */
export const CARDS = { pays: '4111 1111 1111 1111', declined: '4000 0000 0000 0002' } as const;

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  trailingZeroDisplay: 'stripIfInteger',
});

/**
 * How the store writes an amount of `paise`: whole rupees without decimals, paise with both digits (`₹1,06,192.80`),
 * as Intl writes it (an oracle apart from the store's own formatter), given the amount as exact decimal text.
 */
export const rupees = (paise: number) => {
  const digits = String(paise).padStart(3, '0');
  return inr.format(`${digits.slice(0, -2)}.${digits.slice(-2)}` as unknown as number);
};

/** An amount the page shows (`₹1,234.50`), back in paise from its digits. */
export const paiseShown = (text: string | null): number => {
  const [whole = '', fraction = ''] = (text ?? '').replace(/[^\d.]/g, '').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

const sandboxUrl = () => {
  const url = process.env.SUTRA_SANDBOX_URL;
  if (!url) throw new Error('SUTRA_SANDBOX_URL is not set (the store fixture in e2e/support/fixtures.ts sets it)');
  return url;
};

export interface BuyableProduct {
  id: string;
  name: string;
  category: string;
  /** Every attribute's first option of the first variant: a combination that variant offers. */
  attributes: { name: string; value: string }[];
  salePricePaise: number;
}

/** In-stock products of a category under ₹15,000 (so a listing shows them), with a choice that their first variant offers. */
export async function buyableProducts(request: APIRequestContext, count: number): Promise<BuyableProduct[]> {
  const found: BuyableProduct[] = [];
  for (const category of ['shirts', 'trousers', 'suits', 'blazers', 'ethnic-wear']) {
    const response = await request.post('/graphql', {
      data: {
        query: `query ($category: String) { products(category: $category, first: 12,
          filter: { maxPrice: 15000, availability: IN_STOCK }) {
          nodes { id name inStock category { value } variants { salePrice { paise } attributes { label options { label } } } } } }`,
        variables: { category },
      },
    });
    const body = (await response.json()) as {
      data: {
        products: {
          nodes: {
            id: string;
            name: string;
            inStock: boolean;
            category: { value: string };
            variants: { salePrice: { paise: number }; attributes: { label: string; options: { label: string }[] }[] }[];
          }[];
        };
      };
    };
    for (const p of body.data.products.nodes) {
      const first = p.variants[0];
      if (!p.inStock || !first) continue;
      found.push({
        id: p.id,
        name: p.name,
        category: p.category.value,
        salePricePaise: first.salePrice.paise,
        attributes: first.attributes.map((a) => ({ name: a.label.toLowerCase(), value: a.options[0]?.label ?? '' })),
      });
      if (found.length === count) return found;
    }
  }
  throw new Error(`the seed has fewer than ${count} buyable products`);
}

/** Puts `quantity` of a product in the buyer's cart through the gateway (set-up, not the journey). */
export async function addToCart(
  request: APIRequestContext,
  buyer: SignedInBuyer,
  product: BuyableProduct,
  quantity = 1,
): Promise<void> {
  await asBuyer(
    request,
    buyer,
    `mutation ($productId: ID!, $quantity: Int!, $attributes: [CartLineAttributeInput!]) {
      addToCart(productId: $productId, quantity: $quantity, attributes: $attributes) { count } }`,
    { productId: product.id, quantity, attributes: product.attributes.length ? product.attributes : null },
  );
}

export const JAIPUR = {
  fullName: 'Arjun Mehta',
  mobile: '9829012345',
  add1: '22 MI Road',
  add2: 'Second floor',
  landmark: 'Near Panch Batti',
  state: 'Rajasthan',
  city: 'Jaipur',
  pincode: '302001',
};

/** Saves the buyer's delivery address through the gateway. */
export async function saveAddress(
  request: APIRequestContext,
  buyer: SignedInBuyer,
  address: typeof JAIPUR = JAIPUR,
): Promise<void> {
  await asBuyer(
    request,
    buyer,
    'mutation ($addresses: [AddressInput!]!) { updateAddresses(addresses: $addresses) { id } }',
    { addresses: [{ ...address, isDefault: true }] },
  );
}

const routed = new WeakSet<Page>();

/**
 * The journeys send X-Forwarded-For with every request (see `shopperAddress`); Chromium would add it to the payment
 * window's cross-origin calls to the sandbox too (card and UPI payments, QR codes), which its CORS answer (rightly) does
 * not allow. A real shopper's browser sends no such header: take it off those calls.
 */
export async function payLikeAShopper(page: Page): Promise<void> {
  if (routed.has(page)) return;
  routed.add(page);
  await page.route(/\/sandbox\/razorpay\/(pay|upi\/)/, (route) => {
    const { 'x-forwarded-for': _, ...headers } = route.request().headers();
    return route.continue({ headers });
  });
}

/** Pays in the sandbox's payment window (the provider's stand-in), with any future expiry and any CVV. */
export async function payInSandbox(page: Page, card: string): Promise<void> {
  await payLikeAShopper(page);
  const window = page.getByRole('dialog').filter({ has: page.getByLabel('Card number') });
  await expect(window).toBeVisible();
  await window.getByLabel('Card number').fill(card);
  await window.getByLabel('Expiry (MM/YY)').fill('12/39');
  await window.getByLabel('CVV').fill('123');
  await window.getByRole('button', { name: /^Pay / }).click();
}

/** Moves a shipment one status on with the sandbox's control (it answers once the store has heard of it). */
export async function advanceShipment(shiprocketOrderId: string): Promise<string> {
  const response = await fetch(`${sandboxUrl()}/sandbox/shiprocket/orders/${shiprocketOrderId}/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  expect(response.status, 'the sandbox advanced the shipment').toBe(200);
  return ((await response.json()) as { status: string }).status;
}

/** Turns the sandbox's Shiprocket outage on or off. */
export async function shiprocketOutage(on: boolean): Promise<void> {
  const response = await fetch(`${sandboxUrl()}/sandbox/shiprocket/outage`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ on }),
  });
  expect(response.status).toBe(200);
}

export interface PlacedOrder {
  id: string;
  orderNumber: string;
  orderValue: { paise: number };
  pointsEarned: number;
  shiprocketOrderId: string | null;
  lines: { id: string; name: string }[];
}

const ORDER_FIELDS = 'id orderNumber orderValue { paise } pointsEarned shiprocketOrderId lines { id name }';

/** The buyer's orders, newest first, as the gateway answers them. */
export async function ordersOf(request: APIRequestContext, buyer: SignedInBuyer): Promise<PlacedOrder[]> {
  const data = await asBuyer<{ orders: { nodes: PlacedOrder[] } }>(
    request,
    buyer,
    `query { orders(first: 20) { nodes { ${ORDER_FIELDS} } } }`,
  );
  return data.orders.nodes;
}

/**
 * Places an order for the buyer's cart without the browser (set-up for journeys about orders): the server prices it,
 * the sandbox pays the provider's order with the test card, and the order is placed for that signed payment.
 */
export async function placeOrderViaApi(request: APIRequestContext, buyer: SignedInBuyer): Promise<PlacedOrder> {
  const { startCheckout } = await asBuyer<{
    startCheckout: { razorpay: { key: string; orderId: string } };
  }>(
    request,
    buyer,
    `mutation ($input: CheckoutInput!) { startCheckout(input: $input) { razorpay { key orderId } } }`,
    {
      input: {
        name: buyer.name,
        email: buyer.email,
        deliveryAddress: {
          name: JAIPUR.fullName,
          phone: JAIPUR.mobile,
          add1: JAIPUR.add1,
          add2: JAIPUR.add2,
          landmark: JAIPUR.landmark,
          state: JAIPUR.state,
          city: JAIPUR.city,
          pincode: JAIPUR.pincode,
        },
      },
    },
  );
  const paid = await fetch(`${sandboxUrl()}/sandbox/razorpay/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      key: startCheckout.razorpay.key,
      order_id: startCheckout.razorpay.orderId,
      card: { number: CARDS.pays.replace(/ /g, ''), expiry: '12/39', cvv: '123' },
    }),
  });
  expect(paid.status, 'the sandbox took the test card').toBe(200);
  const payment = (await paid.json()) as {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  };
  const { placeOrder } = await asBuyer<{ placeOrder: { order: PlacedOrder } }>(
    request,
    buyer,
    `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { ${ORDER_FIELDS} } } }`,
    {
      input: {
        razorpayOrderId: payment.razorpay_order_id,
        razorpayPaymentId: payment.razorpay_payment_id,
        razorpaySignature: payment.razorpay_signature,
      },
    },
  );
  return placeOrder.order;
}

/** Places the buyer's cart as a cash-on-delivery order without the browser (set-up for the order desk's journeys). */
export async function placeCodOrderViaApi(request: APIRequestContext, buyer: SignedInBuyer): Promise<PlacedOrder> {
  const { startCheckout } = await asBuyer<{ startCheckout: { id: string } }>(
    request,
    buyer,
    `mutation ($input: CheckoutInput!) { startCheckout(input: $input) { id } }`,
    {
      input: {
        name: buyer.name,
        email: buyer.email,
        paymentMethod: 'CASH_ON_DELIVERY',
        useMembershipPoints: false,
        deliveryAddress: {
          name: JAIPUR.fullName,
          phone: JAIPUR.mobile,
          add1: JAIPUR.add1,
          add2: JAIPUR.add2,
          landmark: JAIPUR.landmark,
          state: JAIPUR.state,
          city: JAIPUR.city,
          pincode: JAIPUR.pincode,
        },
      },
    },
  );
  const { placeCodOrder } = await asBuyer<{ placeCodOrder: { order: PlacedOrder } }>(
    request,
    buyer,
    `mutation ($input: PlaceCodOrderInput!) { placeCodOrder(input: $input) { order { ${ORDER_FIELDS} } } }`,
    { input: { checkoutId: startCheckout.id } },
  );
  return placeCodOrder.order;
}
