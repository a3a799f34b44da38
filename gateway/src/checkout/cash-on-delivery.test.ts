import { formatRupees } from '@sutra/rules';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { codeOf, signUpBuyer, type TestBuyer } from '../test/buyers.js';
import { type GatewayUnderTest, startGatewayOverApi } from '../test/gateway-over-api.js';
import { inr, MONEY, type Money } from '../test/money.js';
import { ADDRESS, addToCartWithFirstOptions } from '../test/purchase.js';

const PRICE = `query ($input: CheckoutPriceInput!) { checkoutPrice(input: $input) {
  price { subtotal ${MONEY} codFee ${MONEY} total ${MONEY} paymentRequired paymentMethod }
  cashOnDelivery { available fee ${MONEY} message } } }`;
const START = `mutation ($input: CheckoutInput!) { startCheckout(input: $input) {
  id price { codFee ${MONEY} total ${MONEY} paymentMethod paymentRequired } razorpay { orderId } } }`;
const PLACE_COD = `mutation ($input: PlaceCodOrderInput!) { placeCodOrder(input: $input) {
  message order { id orderValue ${MONEY} codFee ${MONEY} paymentMethod paymentStatus
    payment { state dueOnDelivery ${MONEY} placedMessage label } } cart { count } } }`;

let t: GatewayUnderTest;
let product: {
  id: string;
  price: Money;
  variants: { attributes: { label: string; options: { label: string }[] }[] }[];
};

beforeAll(async () => {
  t = await startGatewayOverApi();
  // Something under the cash-on-delivery limit (₹25,000 with the fee).
  const listing = await t.graphql<{ products: { nodes: (typeof product)[] } }>(`{
    products(first: 10, filter: { availability: IN_STOCK, minPrice: 1000, maxPrice: 20000 }) {
      nodes { id price ${MONEY} variants { attributes { label options { label } } } } } }`);
  const found = listing.data?.products.nodes[0];
  if (!found) throw new Error('the seed has no product in stock under ₹20,000');
  product = found;
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const fillCart = (buyer: TestBuyer) => addToCartWithFirstOptions(t, buyer, product);

describe('cash on delivery over GraphQL', () => {
  it('prices it with its fee for the pincode, and says why not where the courier cannot collect', async () => {
    const buyer = await signUpBuyer(t);
    await fillCart(buyer);
    const cod = await t.graphql<{ checkoutPrice: Record<string, unknown> }>(
      PRICE,
      { input: { useMembershipPoints: false, paymentMethod: 'CASH_ON_DELIVERY', pincode: '302003' } },
      buyer.headers,
    );
    expect(cod.data?.checkoutPrice).toEqual({
      price: {
        subtotal: product.price,
        codFee: inr(4_900),
        total: inr(product.price.paise + 4_900),
        paymentRequired: false,
        paymentMethod: 'CASH_ON_DELIVERY',
      },
      cashOnDelivery: { available: true, fee: inr(4_900), message: null },
    });
    const remote = await t.graphql<{ checkoutPrice: { cashOnDelivery: unknown; price: { paymentMethod: string } } }>(
      PRICE,
      { input: { useMembershipPoints: false, paymentMethod: 'CASH_ON_DELIVERY', pincode: '744101' } },
      buyer.headers,
    );
    expect(remote.data?.checkoutPrice).toMatchObject({
      price: { paymentMethod: 'ONLINE' },
      cashOnDelivery: { available: false, message: "Cash on Delivery isn't available for pincode 744101" },
    });
  });

  it('starts a checkout without Razorpay and places it as due on delivery, emptying the cart', async () => {
    const buyer = await signUpBuyer(t);
    await fillCart(buyer);
    const input = {
      name: 'Arjun Mehta',
      email: 'arjun@example.in',
      deliveryAddress: ADDRESS,
      useMembershipPoints: false,
      paymentMethod: 'CASH_ON_DELIVERY',
    };
    const started = await t.graphql<{ startCheckout: { id: string; razorpay: null; price: Record<string, unknown> } }>(
      START,
      { input },
      buyer.headers,
    );
    expect(started.data?.startCheckout).toMatchObject({
      razorpay: null,
      price: { codFee: inr(4_900), paymentMethod: 'CASH_ON_DELIVERY', paymentRequired: false },
    });
    const placed = await t.graphql<{ placeCodOrder: Record<string, unknown> }>(
      PLACE_COD,
      { input: { checkoutId: started.data?.startCheckout.id } },
      buyer.headers,
    );
    expect(placed.data?.placeCodOrder).toMatchObject({
      message: 'Order placed successfully',
      order: { codFee: inr(4_900), paymentMethod: 'CASH_ON_DELIVERY', paymentStatus: 'DUE_ON_DELIVERY' },
      cart: { count: 0 },
    });
    // The confirmation says nothing is paid yet, and the amount to pay at the door.
    const order = placed.data?.placeCodOrder.order as { orderValue: Money; payment: Record<string, unknown> };
    const due = formatRupees(order.orderValue.paise);
    expect(order.payment).toEqual({
      state: 'DUE_ON_DELIVERY',
      dueOnDelivery: order.orderValue,
      placedMessage: `Thank you for shopping with Sutra. Nothing has been paid yet: you pay ${due} in cash to the courier on delivery.`,
      label: `Cash on Delivery — nothing paid yet; pay ${due} on delivery`,
    });
  });

  it('refuses a checkout to a pincode no courier reaches, saying so', async () => {
    const buyer = await signUpBuyer(t);
    await fillCart(buyer);
    const refused = await t.graphql(
      START,
      {
        input: {
          name: 'Arjun Mehta',
          email: 'arjun@example.in',
          deliveryAddress: { ...ADDRESS, state: 'Tripura', city: 'Agartala', pincode: '799001' },
        },
      },
      buyer.headers,
    );
    expect(codeOf(refused.errors)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toBe("We don't deliver to 799001 yet");
  });
});
