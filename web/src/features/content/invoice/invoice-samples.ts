import type { InvoiceLine, Supply } from '@sutra/rules';
import { STORE } from '../../../shared/store-info';

/**
 * The two sample tax invoices (hard-coded, as the spec has them): one delivered within Rajasthan (CGST + SGST),
 * one to Karnataka (IGST). Order numbers are the order's placement time in milliseconds, as Sutra numbers orders.
 */

export interface Party {
  name: string;
  lines: readonly string[];
  state: string;
  stateCode: string;
  /** Absent for a buyer without GST registration (a consumer). */
  gstin?: string;
}

export interface SampleInvoice {
  /** The route, and the page's title beyond 'Tax Invoice'. */
  path: '/invoice-1' | '/invoice-2';
  caption: string;
  number: string;
  date: string;
  orderNumber: string;
  orderDate: string;
  supply: Supply;
  billTo: Party;
  shipTo: Party;
  lines: readonly InvoiceLine[];
  payment: string;
  courier: string;
}

export const SELLER = {
  name: STORE.legalName,
  lines: [STORE.address.line1, `${STORE.address.city}, ${STORE.address.state} ${STORE.address.pincode}`],
  state: STORE.address.state,
  stateCode: '08',
  gstin: '08AAKCS4821M1ZW',
  pan: 'AAKCS4821M',
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

const rupees = (n: number) => n * 100;

const jaipurBuyer: Party = {
  name: 'Aditya Rathore',
  lines: ['14 Johari Bazaar Road, Near Hawa Mahal', 'Opposite Badi Chaupar', 'Jaipur, Rajasthan 302003'],
  state: 'Rajasthan',
  stateCode: '08',
};

const bengaluruBuyer: Party = {
  name: 'Karthik Iyer',
  lines: ['Flat 702, Prestige Lakeside Habitat', 'Varthur Road, Whitefield', 'Bengaluru, Karnataka 560087'],
  state: 'Karnataka',
  stateCode: '29',
};

export const INTRA_STATE_INVOICE: SampleInvoice = {
  path: '/invoice-1',
  caption: 'Delivered within Rajasthan: CGST + SGST',
  number: 'SUT/26-27/004817',
  date: '12 November 2026',
  orderNumber: '1794411878123',
  orderDate: '11 November 2026',
  supply: 'intra-state',
  billTo: jaipurBuyer,
  shipTo: jaipurBuyer,
  lines: [
    {
      description: 'Navy Wool-Blend Two-Piece Suit',
      detail: 'Size 40 · Navy',
      hsn: '62031100',
      quantity: 1,
      unitPricePaise: rupees(14_999),
      discountPaise: rupees(1_500),
      rateBp: 1800,
    },
    {
      description: 'White Cotton Poplin Shirt',
      detail: 'Size 40 · White',
      hsn: '62052000',
      quantity: 2,
      unitPricePaise: rupees(1_899),
      discountPaise: rupees(380),
      rateBp: 500,
    },
    {
      description: 'Burgundy Silk Woven Tie',
      detail: 'One size · Burgundy',
      hsn: '62151000',
      quantity: 1,
      unitPricePaise: rupees(1_299),
      discountPaise: rupees(130),
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
  date: '18 November 2026',
  orderNumber: '1794892269457',
  orderDate: '17 November 2026',
  supply: 'inter-state',
  billTo: bengaluruBuyer,
  shipTo: bengaluruBuyer,
  lines: [
    {
      description: 'Charcoal Wool Blazer',
      detail: 'Size 42 · Charcoal',
      hsn: '62033100',
      quantity: 1,
      unitPricePaise: rupees(9_499),
      discountPaise: 0,
      rateBp: 1800,
    },
    {
      description: 'Stone Cotton Chinos',
      detail: 'Waist 34 · Stone',
      hsn: '62034290',
      quantity: 2,
      unitPricePaise: rupees(2_199),
      discountPaise: 0,
      rateBp: 500,
    },
    {
      description: 'Cotton Dress Socks, pack of 3',
      detail: 'Free size · Navy, Grey, Black',
      hsn: '61159500',
      quantity: 1,
      unitPricePaise: rupees(799),
      discountPaise: 0,
      rateBp: 500,
    },
  ],
  payment: 'Prepaid by UPI',
  courier: 'Shiprocket · Blue Dart Air, AWB 77213409865',
};
