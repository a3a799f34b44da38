import { z } from 'zod';

const required = (field: string) => `The ${field.replaceAll('_', ' ')} field is required.`;

const text = (field: string) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z
      .string({ error: required(field) })
      .trim()
      .min(1, required(field)),
  );
const amount = (field: string) => z.coerce.number({ error: `The ${field.replaceAll('_', ' ')} must be a number.` });
const positive = (field: string) => amount(field).positive(`The ${field} must be greater than 0.`);

const item = z.object({
  name: text('name'),
  sku: text('sku'),
  units: z.coerce.number().int().min(1, 'The units must be at least 1.'),
  selling_price: amount('selling_price'),
  discount: z.union([z.string(), z.number()]).optional(),
  tax: z.union([z.string(), z.number()]).optional(),
  hsn: z.union([z.string(), z.number()]).optional(),
});

const pincode = (field: string) =>
  text(field).pipe(z.string().regex(/^\d{6}$/, `The ${field.replaceAll('_', ' ')} must be 6 digits.`));

const shipping = {
  shipping_customer_name: text('shipping_customer_name'),
  shipping_address: text('shipping_address'),
  shipping_city: text('shipping_city'),
  shipping_pincode: pincode('shipping_pincode'),
  shipping_state: text('shipping_state'),
  shipping_country: text('shipping_country'),
  shipping_phone: text('shipping_phone'),
};

/** `POST /v1/external/orders/create/adhoc`'s body, with Shiprocket's required fields (others are kept, unread). */
export const adhocOrderSchema = z.looseObject({
  order_id: text('order_id'),
  order_date: text('order_date'),
  pickup_location: text('pickup_location'),
  billing_customer_name: text('billing_customer_name'),
  billing_last_name: z.string().optional(),
  billing_address: text('billing_address'),
  billing_city: text('billing_city'),
  billing_pincode: pincode('billing_pincode'),
  billing_state: text('billing_state'),
  billing_country: text('billing_country'),
  billing_email: text('billing_email'),
  billing_phone: text('billing_phone'),
  shipping_is_billing: z.union([z.boolean(), z.literal(0), z.literal(1)], {
    error: required('shipping_is_billing'),
  }),
  order_items: z.array(item, { error: required('order_items') }).min(1, required('order_items')),
  payment_method: z.enum(['Prepaid', 'COD'], { error: 'The payment method must be Prepaid or COD.' }),
  sub_total: amount('sub_total'),
  length: positive('length'),
  breadth: positive('breadth'),
  height: positive('height'),
  weight: positive('weight'),
});

export type AdhocOrder = z.infer<typeof adhocOrderSchema>;

const rupees = (value: unknown): number => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
};

/**
 * What the courier collects for a COD order: the sub total with the shipping, gift-wrap and transaction charges
 * Shiprocket adds to it, to the paisa.
 */
export const collectable = (order: AdhocOrder): number =>
  Math.round(
    (rupees(order.sub_total) +
      rupees(order.shipping_charges) +
      rupees(order.giftwrap_charges) +
      rupees(order.transaction_charges)) *
      100,
  ) / 100;

/** The shipping fields are required when shipping is not billing. */
export const shippingAddressSchema = z.looseObject(shipping);

/** Shiprocket's 422 answer: field → messages. */
export function validationErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.join('.') || 'body';
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}
