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
const pincode = (field: string) =>
  text(field).pipe(z.string().regex(/^\d{6}$/, `The ${field.replaceAll('_', ' ')} must be 6 digits.`));

const item = z.object({
  name: text('name'),
  sku: text('sku'),
  units: z.coerce.number().int().min(1, 'The units must be at least 1.'),
  selling_price: amount('selling_price'),
});

/**
 * `POST /v1/external/orders/create/return`'s body, with Shiprocket's required fields: who the courier collects from
 * (`pickup_*`, the buyer) and where it takes the parcel (`shipping_*`, the seller's warehouse). Others are kept, unread.
 */
export const returnOrderSchema = z.looseObject({
  order_id: text('order_id'),
  order_date: text('order_date'),
  pickup_customer_name: text('pickup_customer_name'),
  pickup_address: text('pickup_address'),
  pickup_city: text('pickup_city'),
  pickup_state: text('pickup_state'),
  pickup_country: text('pickup_country'),
  pickup_pincode: pincode('pickup_pincode'),
  pickup_email: text('pickup_email'),
  pickup_phone: text('pickup_phone'),
  shipping_customer_name: text('shipping_customer_name'),
  shipping_address: text('shipping_address'),
  shipping_city: text('shipping_city'),
  shipping_state: text('shipping_state'),
  shipping_country: text('shipping_country'),
  shipping_pincode: pincode('shipping_pincode'),
  shipping_phone: text('shipping_phone'),
  order_items: z.array(item, { error: required('order_items') }).min(1, required('order_items')),
  payment_method: z.enum(['Prepaid', 'PREPAID'], { error: 'The payment method of a return must be Prepaid.' }),
  sub_total: amount('sub_total'),
  length: positive('length'),
  breadth: positive('breadth'),
  height: positive('height'),
  weight: positive('weight'),
});

export type ReturnOrder = z.infer<typeof returnOrderSchema>;
