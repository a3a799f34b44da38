import { z } from 'zod';

const paise = z.number().int();
const party = z.object({
  name: z.string(),
  addressLines: z.array(z.string()),
  state: z.string(),
  stateCode: z.string().nullable().describe('GST state code; null for a state GST does not know'),
  gstin: z.string().nullable().describe('Null for a buyer without GST registration (a consumer)'),
});
const line = z.object({
  kind: z.enum(['goods', 'charge']),
  description: z.string(),
  detail: z.string(),
  hsn: z.string().describe('HSN heading of goods, or SAC 996812 of a delivery charge'),
  quantity: z.number().int(),
  unitPricePaise: paise.describe('One piece, GST included'),
  discountPaise: paise.describe("The line's part of the coupon and points, GST included"),
  rateBp: z.number().int().describe('GST rate in basis points (500 = 5 %)'),
  taxablePaise: paise,
  cgstPaise: paise,
  sgstPaise: paise,
  igstPaise: paise,
  totalPaise: paise,
});

/** What an issued invoice or credit note prints (its stored snapshot), amounts in integer paise. */
export const invoiceDocumentSchema = z.object({
  kind: z.enum(['invoice', 'credit-note']),
  number: z.string().describe('SUT/26-27/000123 for an invoice, CN/26-27/000001 for a credit note'),
  financialYear: z.string(),
  issuedAt: z.string().describe('ISO 8601'),
  order: z.object({ id: z.string(), number: z.string(), placedAt: z.string() }),
  creditsInvoice: z.object({ number: z.string(), issuedAt: z.string() }).nullable(),
  reason: z.string().nullable(),
  seller: party.extend({ gstin: z.string(), stateCode: z.string(), email: z.string(), phone: z.string() }),
  billTo: party,
  shipTo: party,
  placeOfSupply: z.object({ state: z.string(), stateCode: z.string().nullable() }),
  supply: z.enum(['intra-state', 'inter-state']),
  lines: z.array(line),
  hsn: z.array(
    z.object({
      hsn: z.string(),
      rateBp: z.number().int(),
      quantity: z.number().int(),
      taxablePaise: paise,
      cgstPaise: paise,
      sgstPaise: paise,
      igstPaise: paise,
    }),
  ),
  totals: z.object({
    taxablePaise: paise,
    cgstPaise: paise,
    sgstPaise: paise,
    igstPaise: paise,
    totalPaise: paise,
    roundOffPaise: paise,
    payablePaise: paise,
  }),
  reductions: z.object({
    couponCode: z.string().nullable(),
    discountPaise: paise,
    pointsUsed: z.number().int(),
    pointsOffPaise: paise,
  }),
  amountInWords: z.string(),
  payment: z.object({ method: z.string(), label: z.string() }),
});

export const invoiceAnswerSchema = z.object({
  success: z.literal(true),
  result: invoiceDocumentSchema.extend({ creditNote: invoiceDocumentSchema.nullable() }),
});
export const creditNoteAnswerSchema = z.object({ success: z.literal(true), result: invoiceDocumentSchema });

/** Any string: an id that is not a UUID names no order, and answers 404 like another buyer's. */
export const orderIdParamsSchema = z.object({ id: z.string().max(100) });
