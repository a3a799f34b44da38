import type { InvoiceLine, InvoiceParty, Supply } from '@sutra/rules';
import { STORE } from '../../../shared/store-info';

/**
 * The two sample tax invoices (hard-coded, as the spec has them): one delivered within Rajasthan (CGST + SGST),
 * one to Karnataka (IGST). Order numbers are the order's placement time in milliseconds, as Sutra numbers orders.
 */

export interface SampleInvoice {
  /** The route, and the page's title beyond 'Tax Invoice'. */
  path: '/invoice-1' | '/invoice-2';
  caption: string;
  number: string;
  /** ISO 8601 (printed as a long date, in India). */
  issuedAt: string;
  orderNumber: string;
  orderPlacedAt: string;
  supply: Supply;
  billTo: InvoiceParty;
  shipTo: InvoiceParty;
  lines: readonly InvoiceLine[];
  payment: string;
  courier: string;
}

export const SELLER = {
  name: STORE.legalName,
  addressLines: [STORE.address.line1, `${STORE.address.city}, ${STORE.address.state} ${STORE.address.pincode}`],
  state: STORE.address.state,
  stateCode: '08',
  gstin: '08AAKCS4821M1ZW',
  cin: 'U14101RJ2016PTC054812',
  email: STORE.email,
  phone: STORE.phoneDisplay,
} as const;

export const INVOICE_TERMS: readonly string[] = [
  'Prices include GST. Delivery within India is free of charge.',
  'Returns and exchanges are accepted within the window stated on the product page, for pieces unworn, unwashed and unaltered with the original tags attached. Please keep this invoice: it is needed for a return.',
  'Pieces altered to the buyer’s measurements cannot be returned or exchanged.',
  'Any dispute is subject to the jurisdiction of the courts at Jaipur, Rajasthan.',
  'Errors and omissions excepted (E. & O.E.).',
];

const jaipurBuyer: InvoiceParty = {
  name: 'Aditya Rathore',
  addressLines: ['14 Johari Bazaar Road, Near Hawa Mahal', 'Opposite Badi Chaupar', 'Jaipur, Rajasthan 302003'],
  state: 'Rajasthan',
  stateCode: '08',
  gstin: null,
};

const bengaluruBuyer: InvoiceParty = {
  name: 'Karthik Iyer',
  addressLines: ['Flat 702, Prestige Lakeside Habitat', 'Varthur Road, Whitefield', 'Bengaluru, Karnataka 560087'],
  state: 'Karnataka',
  stateCode: '29',
  gstin: null,
};

export const INTRA_STATE_INVOICE: SampleInvoice = {
  path: '/invoice-1',
  caption: 'Delivered within Rajasthan: CGST + SGST',
  number: 'SUT/26-27/004817',
  issuedAt: '2026-11-12T06:30:00.000Z',
  orderNumber: '1794411878123',
  orderPlacedAt: '2026-11-11T06:30:00.000Z',
  supply: 'intra-state',
  billTo: jaipurBuyer,
  shipTo: jaipurBuyer,
  lines: [
    {
      description: 'Navy Wool-Blend Two-Piece Suit',
      detail: 'Size 40 · Navy',
      hsn: '62031100',
      quantity: 1,
      unitPricePaise: 1_499_900,
      discountPaise: 150_000,
      rateBp: 1800,
    },
    {
      description: 'White Cotton Poplin Shirt',
      detail: 'Size 40 · White',
      hsn: '62052000',
      quantity: 2,
      unitPricePaise: 189_900,
      discountPaise: 38_000,
      rateBp: 500,
    },
    {
      description: 'Burgundy Silk Woven Tie',
      detail: 'One size · Burgundy',
      hsn: '62151000',
      quantity: 1,
      unitPricePaise: 129_900,
      discountPaise: 13_000,
      rateBp: 500,
    },
  ],
  payment: 'Prepaid by card (coupon SUTRA10 applied: 10% off)',
  courier: 'Shiprocket · Delhivery Surface, AWB 14326510098817',
};

export const INTER_STATE_INVOICE: SampleInvoice = {
  path: '/invoice-2',
  caption: 'Delivered from Rajasthan to Karnataka: IGST',
  number: 'SUT/26-27/005203',
  issuedAt: '2026-11-18T06:30:00.000Z',
  orderNumber: '1794892269457',
  orderPlacedAt: '2026-11-17T06:30:00.000Z',
  supply: 'inter-state',
  billTo: bengaluruBuyer,
  shipTo: bengaluruBuyer,
  lines: [
    {
      description: 'Charcoal Wool Blazer',
      detail: 'Size 42 · Charcoal',
      hsn: '62033100',
      quantity: 1,
      unitPricePaise: 949_900,
      discountPaise: 0,
      rateBp: 1800,
    },
    {
      description: 'Stone Cotton Chinos',
      detail: 'Waist 34 · Stone',
      hsn: '62034290',
      quantity: 2,
      unitPricePaise: 219_900,
      discountPaise: 0,
      rateBp: 500,
    },
    {
      description: 'Cotton Dress Socks, pack of 3',
      detail: 'Free size · Navy, Grey, Black',
      hsn: '61159500',
      quantity: 1,
      unitPricePaise: 79_900,
      discountPaise: 0,
      rateBp: 500,
    },
  ],
  payment: 'Prepaid by UPI',
  courier: 'Shiprocket · Blue Dart Air, AWB 77213409865',
};
