/**
 * What GST a Sutra invoice line carries, and under which code.
 *
 * Rates: ready-made apparel and clothing accessories (HSN chapters 61 and 62) of a sale value up to ₹2,500 a piece
 * pay 5 %, above that 18 % — the rates in force since 22 September 2025 (CBIC notification 9/2025-Central Tax (Rate)
 * of 17 September 2025; before that the two slabs were 5 % up to ₹1,000 and 12 %). "Sale value" is the transaction
 * value, which excludes the tax itself and is what remains after discounts shown on the invoice; Sutra's prices
 * include GST, so a piece stays at 5 % while what the buyer pays for it, less its share of the store's reductions,
 * is at most ₹2,500 plus 5 % (₹2,625). The limit is inclusive: exactly ₹2,500 of sale value is 5 %.
 *
 * Codes: the four-digit HSN heading of each of the catalogue's departments (four digits are what an invoice to
 * consumers must show at Sutra's size). Suits, blazers and trousers of woven cloth are 6203 (men's suits, ensembles,
 * jackets, trousers); shirts 6205; ethnic wear (kurta sets, bandhgalas, sherwanis sold as sets) 6211 (other garments),
 * the heading the trade uses for kurta sets; accessories are taken as ties and textile accessories, 6215 (ties, bow
 * ties). Leather belts and wallets or metal cufflinks need their own heading and rate: the back office sets them on the
 * product, and an order line keeps them from its placement (`invoice-document.ts`); a product without its own takes
 * its department's heading and the apparel rate. A line whose department is unknown (a product removed since) falls
 * back to 6203, the store's principal heading.
 *
 * Charges the store adds to an order (delivery, a cash-on-delivery fee) are taxed as part of a composite supply whose
 * principal supply is the goods: at the highest rate among the order's goods lines, under SAC 996812 (courier and
 * delivery services), as the CGST Act (section 8(a)) has it.
 */

/** 5 % and 18 %, in basis points. */
export const GST_LOW_RATE_BP = 500;
export const GST_STANDARD_RATE_BP = 1800;

/** ₹2,500 of sale value (excluding GST) a piece. */
export const APPAREL_LOW_RATE_LIMIT_PAISE = 250_000;

/**
 * The apparel rate for a line from what the buyer pays for it, GST included and after the store's reductions:
 * 5 % when the sale value per piece at 5 % stays within ₹2,500, else 18 %.
 */
export function apparelRateBp(paidPaise: number, quantity: number): number {
  if (!Number.isSafeInteger(quantity) || quantity < 1) throw new RangeError(`not a quantity: ${quantity}`);
  // paid / quantity / 1.05 <= 2,500 rupees, kept in integers.
  const withinLimit = paidPaise * 10_000 <= APPAREL_LOW_RATE_LIMIT_PAISE * quantity * (10_000 + GST_LOW_RATE_BP);
  return withinLimit ? GST_LOW_RATE_BP : GST_STANDARD_RATE_BP;
}

/** The catalogue's departments and their HSN headings. */
export const HSN_BY_DEPARTMENT: Readonly<Record<string, string>> = {
  suits: '6203',
  blazers: '6203',
  trousers: '6203',
  shirts: '6205',
  'ethnic wear': '6211',
  accessories: '6215',
};
export const DEFAULT_HSN = '6203';

/** The HSN heading of a product in the department named `categoryName` (any case). */
export const hsnForCategory = (categoryName: string | null | undefined): string =>
  HSN_BY_DEPARTMENT[(categoryName ?? '').trim().toLowerCase()] ?? DEFAULT_HSN;

/** Courier and delivery services: the code of every charge the store adds to an order. */
export const DELIVERY_SAC = '996812';

/** The rate of a charge that goes with the goods: the principal supply's, the highest goods rate (18 % if none). */
export const chargeRateBp = (goodsRatesBp: readonly number[]): number =>
  goodsRatesBp.length === 0 ? GST_STANDARD_RATE_BP : Math.max(...goodsRatesBp);
