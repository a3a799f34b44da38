import { grantPoints } from '@sutra/api/test-points';
import { flooredQuotient, pointsToCover } from '@sutra/rules';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { codeOf, signUpBuyer, type TestBuyer } from '../test/buyers.js';
import { type GatewayUnderTest, startGatewayOverApi } from '../test/gateway-over-api.js';
import { inr, MONEY, type Money } from '../test/money.js';
import { ADDRESS, addToCartWithFirstOptions } from '../test/purchase.js';

interface Product {
  id: string;
  price: Money;
  variants: { attributes: { label: string; options: { label: string }[] }[] }[];
}

const PRICE = `query ($input: CheckoutPriceInput!) { checkoutPrice(input: $input) {
  price { subtotal ${MONEY} couponCode discount ${MONEY} membershipPointsUsed pointsValue ${MONEY} delivery ${MONEY}
    total ${MONEY} paymentRequired }
  coupon { code applied message } pointsBalance itemCount } }`;
const START = `mutation ($input: CheckoutInput!) { startCheckout(input: $input) {
  id price { total ${MONEY} paymentRequired membershipPointsUsed } razorpay { orderId } } }`;
const PLACE_COVERED = `mutation ($input: PlaceCoveredOrderInput!) { placeCoveredOrder(input: $input) {
  message order { id orderValue ${MONEY} membershipPointsUsed paymentMethod } cart { count } } }`;

let t: GatewayUnderTest;
let product: Product;

beforeAll(async () => {
  t = await startGatewayOverApi();
  const listing = await t.graphql<{ products: { nodes: Product[] } }>(`{
    products(first: 10, filter: { availability: IN_STOCK, minPrice: 1000 }) {
      nodes { id price ${MONEY} variants { attributes { label options { label } } } } } }`);
  const found = listing.data?.products.nodes[0];
  if (!found) throw new Error('the seed has no product in stock');
  product = found;
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const fillCart = (buyer: TestBuyer) => addToCartWithFirstOptions(t, buyer, product);

describe('checkoutPrice, availableCoupons and placeCoveredOrder over GraphQL', () => {
  it('prices the summary on the server in one REST call, and is null for a guest', async () => {
    const buyer = await signUpBuyer(t);
    await fillCart(buyer);
    t.reset();
    const read = await t.graphql<{ checkoutPrice: Record<string, unknown> }>(
      PRICE,
      { input: { couponCode: 'sutra10', useMembershipPoints: true, delivery: 'EXPRESS' } },
      buyer.headers,
    );
    // SUTRA10: 10 % off, rounded down to the paisa.
    const discount = flooredQuotient(product.price.paise * 10, 100);
    expect(read.data?.checkoutPrice).toEqual({
      price: {
        subtotal: product.price,
        couponCode: 'SUTRA10',
        discount: inr(discount),
        membershipPointsUsed: 0,
        pointsValue: inr(0),
        delivery: inr(0),
        total: inr(product.price.paise - discount),
        paymentRequired: true,
      },
      coupon: { code: 'SUTRA10', applied: true, message: 'Coupon applied successfully' },
      pointsBalance: 0,
      itemCount: 1,
    });
    expect(t.upstream.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /checkout/price']);
    const guest = await t.graphql(PRICE, { input: {} });
    expect(guest.data).toEqual({ checkoutPrice: null });
  });

  it('lists the offers the buyer can use, and none for a guest', async () => {
    const buyer = await signUpBuyer(t);
    await fillCart(buyer);
    const read = await t.graphql<{ availableCoupons: { code: string; rule: string; applicable: boolean }[] }>(
      '{ availableCoupons { code rule applicable } }',
      undefined,
      buyer.headers,
    );
    expect(read.data?.availableCoupons).toContainEqual({
      code: 'SUTRA10',
      rule: '10% off on any order',
      applicable: true,
    });
    expect(read.data?.availableCoupons.map((c) => c.code)).not.toContain('MONSOON25');
    expect((await t.graphql('{ availableCoupons { code } }')).data).toEqual({ availableCoupons: [] });
  });

  it('places an order coupon and points cover without Razorpay, and refuses one with an amount to pay', async () => {
    const buyer = await signUpBuyer(t);
    await fillCart(buyer);
    const input = { name: 'Arjun Mehta', email: 'arjun@example.in', deliveryAddress: ADDRESS };
    const paid = await t.graphql<{ startCheckout: { id: string; razorpay: { orderId: string } | null } }>(
      START,
      { input: { ...input, useMembershipPoints: false } },
      buyer.headers,
    );
    const paidId = paid.data?.startCheckout.id;
    expect(paid.data?.startCheckout.razorpay?.orderId).toMatch(/^order_/);
    const claimed = await t.graphql(PLACE_COVERED, { input: { checkoutId: paidId } }, buyer.headers);
    expect(codeOf(claimed.errors)).toBe('BAD_USER_INPUT');

    const points = pointsToCover(product.price.paise);
    await grantPoints(t.api.database.db, buyer.id, points);
    const covered = await t.graphql<{
      startCheckout: { id: string; price: { total: Money; paymentRequired: boolean }; razorpay: null };
    }>(START, { input: { ...input, useMembershipPoints: true } }, buyer.headers);
    expect(covered.data?.startCheckout).toMatchObject({
      price: { total: inr(0), paymentRequired: false, membershipPointsUsed: points },
      razorpay: null,
    });
    const placed = await t.graphql<{ placeCoveredOrder: Record<string, unknown> }>(
      PLACE_COVERED,
      { input: { checkoutId: covered.data?.startCheckout.id } },
      buyer.headers,
    );
    expect(placed.data?.placeCoveredOrder).toMatchObject({
      message: 'Order placed successfully',
      order: { orderValue: inr(0), membershipPointsUsed: points, paymentMethod: 'POINTS' },
      cart: { count: 0 },
    });
  });
});
