import {
  buildSchema,
  GraphQLError,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  getNamedType,
  isInputObjectType,
  isObjectType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadTypeDefs, resolvers } from './schema.js';

/**
 * Every field of the shop schema that holds an amount of money, in one place. Each must be a `Money` (whole paise
 * with the currency), and every `Money` field must be here: a new money field is added to this list or the test says
 * where it is missing.
 */
const MONEY_FIELDS = [
  'AvailableCoupon.discount',
  'AvailableCoupon.minOrder',
  'AvailableCoupon.shortfall',
  'BestSellerBlock.startingPrice',
  'Cart.total',
  'CartLine.compareAtPrice',
  'CartLine.lineTotal',
  'CartLine.retailPrice',
  'CartLine.unitPrice',
  'CashOnDelivery.fee',
  'CheckoutPrice.codFee',
  'CheckoutPrice.delivery',
  'CheckoutPrice.discount',
  'CheckoutPrice.pointsValue',
  'CheckoutPrice.subtotal',
  'CheckoutPrice.total',
  'CouponCheck.discount',
  'CouponCheck.orderAmount',
  'Invoice.couponDiscount',
  'Invoice.membershipPointsValue',
  'InvoiceHsnRow.cgst',
  'InvoiceHsnRow.igst',
  'InvoiceHsnRow.sgst',
  'InvoiceHsnRow.taxableValue',
  'InvoiceLine.cgst',
  'InvoiceLine.discount',
  'InvoiceLine.igst',
  'InvoiceLine.sgst',
  'InvoiceLine.taxableValue',
  'InvoiceLine.total',
  'InvoiceLine.unitPrice',
  'InvoiceTotals.cgst',
  'InvoiceTotals.igst',
  'InvoiceTotals.payable',
  'InvoiceTotals.roundOff',
  'InvoiceTotals.sgst',
  'InvoiceTotals.taxableValue',
  'InvoiceTotals.total',
  'Membership.pointValue',
  'Membership.spendPerPointEarned',
  'Order.codFee',
  'Order.deliveryCharge',
  'Order.discount',
  'Order.membershipPointsValue',
  'Order.orderValue',
  'Order.totalAmount',
  'OrderLine.compareAtPrice',
  'OrderLine.lineTotal',
  'OrderLine.retailPrice',
  'OrderLine.unitPrice',
  'OrderPayment.dueOnDelivery',
  'OrderRefund.amount',
  'OrderReturn.refund',
  'Product.compareAtPrice',
  'Product.price',
  'Product.retailPrice',
  'ProductVariant.compareAtPrice',
  'ProductVariant.retailPrice',
  'ProductVariant.salePrice',
  'SearchProduct.price',
];

/** Numbers that are not money, and why they are not `Money`. */
const NOT_MONEY: Record<string, string> = {
  'InvoiceLine.gstRate': 'a percentage (gstRateBp is the exact rate)',
  'InvoiceHsnRow.gstRate': 'a percentage (gstRateBp is the exact rate)',
  'ReviewSummary.average': 'stars, to one decimal',
  'ReviewSummary.total': 'the number of reviews',
  'Money.paise': 'the amount inside a Money',
  'RazorpayOptions.amount': "Razorpay's own `amount` option: whole paise, named and typed as checkout.js takes it",
  'ProductFilter.minPrice': 'a listing bound in whole rupees, as the price slider and the shopper’s URL carry it',
  'ProductFilter.maxPrice': 'a listing bound in whole rupees, as the price slider and the shopper’s URL carry it',
};

/** Names that say a field holds an amount, for catching a new one typed as a plain number. */
const SOUNDS_LIKE_MONEY =
  /price|total|amount|discount|fee|charge|value|cost|paise|rupee|payable|shortfall|minorder|gst/i;

const schema = buildSchema(loadTypeDefs().join('\n'));

function fieldsOf(): { name: string; type: GraphQLNamedType }[] {
  const fields: { name: string; type: GraphQLNamedType }[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || !(isObjectType(type) || isInputObjectType(type))) continue;
    const own: Record<string, GraphQLField<unknown, unknown> | GraphQLInputField> = type.getFields();
    for (const field of Object.values(own)) {
      fields.push({ name: `${type.name}.${field.name}`, type: getNamedType(field.type) });
    }
  }
  return fields;
}

describe('money in the schema', () => {
  const fields = fieldsOf();

  it('answers every listed money field as Money, and lists every Money field', () => {
    const notMoney = MONEY_FIELDS.filter((name) => fields.find((f) => f.name === name)?.type.name !== 'Money');
    expect(notMoney).toEqual([]);
    const unlisted = fields.filter((f) => f.type.name === 'Money' && !MONEY_FIELDS.includes(f.name));
    expect(unlisted.map((f) => f.name)).toEqual([]);
  });

  it('has no Float but the numbers that are not money', () => {
    const floats = fields.filter((f) => f.type.name === 'Float').map((f) => f.name);
    expect(floats.filter((name) => !(name in NOT_MONEY))).toEqual([]);
  });

  it('types no field that sounds like money as a plain number unless it is known not to be money', () => {
    const numbers = fields.filter(
      (f) => (f.type.name === 'Int' || f.type.name === 'Float') && SOUNDS_LIKE_MONEY.test(f.name.split('.')[1] ?? ''),
    );
    // Counts, percentages, basis points and points are numbers by nature.
    const suspects = numbers
      .map((f) => f.name)
      .filter((name) => !(name in NOT_MONEY) && !/(Count|Percent|Bp|Points?|PointsUsed)$/.test(name));
    expect(suspects).toEqual([]);
  });

  it('says in the type what bounds an amount: 32-bit paise, the database’s integer columns', () => {
    const money = schema.getType('Money');
    expect(money?.description).toMatch(/2,147,483,647 paise/);
    expect(money?.description).toMatch(/integer/);
  });
});

describe('the Money resolvers', () => {
  const money = resolvers.Money as {
    paise: (paise: number) => number;
    currencyCode: () => string;
  };

  it('pass the api’s paise through untouched, in rupees’ currency', () => {
    expect(money.paise(1_499_950)).toBe(1_499_950);
    expect(money.currencyCode()).toBe('INR');
  });

  it('leave it to GraphQL’s Int to refuse a fraction of a paisa rather than round it', () => {
    const paise = schema.getType('Int');
    const serialize = (value: number) => (paise as unknown as { serialize: (v: number) => number }).serialize(value);
    expect(() => serialize(1499.5)).toThrow(GraphQLError);
    expect(() => serialize(2 ** 31)).toThrow(GraphQLError);
    expect(serialize(2 ** 31 - 1)).toBe(2_147_483_647);
  });
});
