import { formatLongDate } from '../long-date.js';
import { formatPaise } from '../money.js';
import type { InvoiceParty } from './invoice-document.js';
import { type ComputedLine, formatRate, type HsnRow, type InvoiceTotals, type Supply } from './invoice-math.js';

/**
 * A tax invoice or credit note as it is printed, decided once: its sections, the rows of its tables, every label and
 * every amount as text. The web page (`TaxInvoice.tsx`) and the PDF (`api/src/invoices/pdf.ts`) each only draw this,
 * so the two cannot show different things. The one thing a renderer chooses is the currency sign its type can draw:
 * the page writes ₹, the PDF's standard font has no ₹ and writes "Rs." (as Indian invoices long have).
 */

export type CurrencySign = '₹' | 'Rs.';

/** What a document is printed from: an issued invoice or credit note (`InvoiceDocument` is one), or a sample. */
export interface InvoiceSource {
  kind: 'invoice' | 'credit-note';
  number: string;
  /** ISO 8601. */
  issuedAt: string;
  order: { number: string; placedAt: string };
  /** For a credit note: the invoice it credits (its date, when known). */
  creditsInvoice: { number: string; issuedAt?: string | null } | null;
  reason: string | null;
  seller: {
    name: string;
    addressLines: readonly string[];
    state: string;
    gstin: string;
    email: string;
    phone: string;
    /** Only the samples print a CIN. */
    cin?: string | null;
  };
  billTo: InvoiceParty;
  shipTo: InvoiceParty;
  placeOfSupply: { state: string; stateCode: string | null };
  supply: Supply;
  /** A line without `kind` is goods. */
  lines: readonly (ComputedLine & { kind?: 'goods' | 'charge' })[];
  hsn: readonly HsnRow[];
  totals: Pick<
    InvoiceTotals,
    'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'roundOffPaise' | 'payablePaise'
  >;
  amountInWords: string;
  payment: { label: string };
  /** The store's reductions spread over the goods; null or zero when none were given. */
  reductions: { couponCode: string | null; discountPaise: number; pointsUsed: number; pointsOffPaise: number } | null;
}

/** What a sample adds that an issued document does not carry. */
export interface InvoiceExtras {
  terms?: readonly string[];
  courier?: string | null;
  /** A signature's name; a computer-generated document is left unsigned. */
  signatory?: string | null;
}

/** A labelled value. `key` names the ones tests and styles pick out (`document-number`, `invoice-total`, …). */
export interface LayoutFact {
  label: string;
  value: string;
  key?: string;
}

export interface LayoutColumn {
  head: string;
  /** The head over a group of columns (a tax's rate and amount). */
  group?: string;
  numeric: boolean;
  /** The column that takes the width the others leave (the description). */
  wide?: boolean;
}

/** A table cell: its text, and a second, quieter line under it (a line's size and colour). */
export interface LayoutCell {
  text: string;
  detail?: string;
}

export interface LayoutTable {
  caption: string;
  columns: LayoutColumn[];
  rows: LayoutCell[][];
  footer: LayoutCell[] | null;
}

export interface LayoutParty {
  title: string;
  name: string;
  lines: readonly string[];
  state: string;
  gstin: string;
}

export interface LayoutNote {
  /** Printed in bold before the text, with a colon. */
  label?: string;
  text: string;
  key?: string;
}

export interface InvoiceLayout {
  kind: 'invoice' | 'credit-note';
  title: string;
  copy: string;
  seller: { wordmark: string; name: string; lines: readonly string[]; contact: string; ids: LayoutFact[] };
  facts: LayoutFact[];
  parties: [LayoutParty, LayoutParty];
  items: LayoutTable;
  totals: LayoutFact[];
  grandTotal: LayoutFact;
  notes: LayoutNote[];
  hsn: LayoutTable;
  terms: { title: string; items: readonly string[] };
  signature: { for: string; name: string | null; title: string };
  footer: string;
}

/** The terms an order's invoice prints. */
export const ORDER_INVOICE_TERMS: readonly string[] = [
  'Prices include GST. Coupon discounts and membership points are reductions given on this invoice, spread over the goods in proportion to their value.',
  'Returns and exchanges are accepted within the window stated on the product page, for pieces unworn, unwashed and unaltered with the original tags attached. Please keep this invoice: it is needed for a return.',
  'Any dispute is subject to the jurisdiction of the courts at Jaipur, Rajasthan.',
];

/** A GSTIN holds its holder's PAN: characters 3 to 12. */
const panOf = (gstin: string): string => gstin.slice(2, 12);

const placeOfSupply = (p: InvoiceSource['placeOfSupply']): string =>
  p.stateCode ? `${p.stateCode} – ${p.state}` : p.state;

const party = (title: string, p: InvoiceParty): LayoutParty => ({
  title,
  name: p.name,
  lines: p.addressLines,
  state: `State: ${p.state}${p.stateCode ? ` (code ${p.stateCode})` : ''}`,
  gstin: `GSTIN: ${p.gstin ?? 'Unregistered (consumer)'}`,
});

const cell = (text: string, detail?: string): LayoutCell => (detail ? { text, detail } : { text });
const figure = (paise: number): LayoutCell => cell(formatPaise(paise));

function itemsTable(d: InvoiceSource, sign: CurrencySign): LayoutTable {
  const intra = d.supply === 'intra-state';
  const taxes = intra ? ['CGST', 'SGST'] : ['IGST'];
  return {
    caption: 'Invoice items',
    columns: [
      { head: '#', numeric: false },
      { head: 'Description of goods and services', numeric: false, wide: true },
      { head: 'HSN', numeric: false },
      { head: 'Qty', numeric: true },
      { head: `Price (${sign}, incl. GST)`, numeric: true },
      { head: `Discount (${sign})`, numeric: true },
      { head: `Taxable value (${sign})`, numeric: true },
      ...taxes.flatMap((group) => [
        { head: 'Rate', group, numeric: true },
        { head: `Amount (${sign})`, group, numeric: true },
      ]),
      { head: `Total (${sign})`, numeric: true },
    ],
    rows: d.lines.map((line, i) => [
      cell(String(i + 1)),
      cell(line.description, line.detail),
      cell(line.hsn),
      cell(String(line.quantity)),
      figure(line.unitPricePaise),
      figure(line.discountPaise),
      figure(line.taxablePaise),
      ...(intra
        ? [
            cell(formatRate(line.rateBp / 2)),
            figure(line.cgstPaise),
            cell(formatRate(line.rateBp / 2)),
            figure(line.sgstPaise),
          ]
        : [cell(formatRate(line.rateBp)), figure(line.igstPaise)]),
      figure(line.totalPaise),
    ]),
    footer: null,
  };
}

function hsnTable(d: InvoiceSource, sign: CurrencySign): LayoutTable {
  const intra = d.supply === 'intra-state';
  const taxCells = (t: Pick<HsnRow, 'cgstPaise' | 'sgstPaise' | 'igstPaise'>) => [
    ...(intra ? [figure(t.cgstPaise), figure(t.sgstPaise)] : [figure(t.igstPaise)]),
    figure(t.cgstPaise + t.sgstPaise + t.igstPaise),
  ];
  return {
    caption: 'Tax by HSN code',
    columns: [
      { head: 'HSN', numeric: false },
      { head: `Taxable value (${sign})`, numeric: true },
      { head: 'GST rate', numeric: true },
      ...(intra
        ? [
            { head: `CGST (${sign})`, numeric: true },
            { head: `SGST (${sign})`, numeric: true },
          ]
        : [{ head: `IGST (${sign})`, numeric: true }]),
      { head: `Total tax (${sign})`, numeric: true },
    ],
    rows: d.hsn.map((row) => [cell(row.hsn), figure(row.taxablePaise), cell(formatRate(row.rateBp)), ...taxCells(row)]),
    footer: [cell('Total'), figure(d.totals.taxablePaise), cell(''), ...taxCells(d.totals)],
  };
}

/** The document as printed, with amounts in `sign`'s currency (see `CurrencySign`). */
export function invoiceLayout(d: InvoiceSource, sign: CurrencySign, extras: InvoiceExtras = {}): InvoiceLayout {
  const amount = (paise: number) =>
    `${paise < 0 ? '-' : ''}${sign === '₹' ? '₹' : 'Rs. '}${formatPaise(Math.abs(paise))}`;
  const isInvoice = d.kind === 'invoice';
  const noun = isInvoice ? 'invoice' : 'credit note';
  const seller = d.seller;
  const t = d.totals;
  const reductions = d.reductions;
  const given = [
    reductions && reductions.discountPaise > 0
      ? `coupon ${reductions.couponCode ? `${reductions.couponCode} ` : ''}${amount(reductions.discountPaise)}`
      : '',
    reductions && reductions.pointsOffPaise > 0
      ? `${reductions.pointsUsed} membership points ${amount(reductions.pointsOffPaise)}`
      : '',
  ].filter(Boolean);
  const notes: LayoutNote[] = [
    { label: 'Amount in words', text: d.amountInWords, key: 'amount-in-words' },
    {
      text:
        d.supply === 'intra-state'
          ? `Supply within ${seller.state}: GST charged as CGST and SGST, half the rate each.`
          : `Supply from ${seller.state} to ${d.placeOfSupply.state}: GST charged as IGST.`,
      key: 'tax-note',
    },
    ...(given.length
      ? [{ text: `Discounts given on this ${noun}, spread over the goods by value: ${given.join('; ')}.` }]
      : []),
    ...(d.reason ? [{ label: 'Reason', text: `${d.reason}. This note credits the whole of the invoice.` }] : []),
    { label: 'Payment', text: d.payment.label },
    ...(extras.courier ? [{ label: 'Shipped via', text: extras.courier }] : []),
  ];
  return {
    kind: d.kind,
    title: isInvoice ? 'Tax Invoice' : 'Credit Note',
    copy: 'Original for recipient',
    seller: {
      wordmark: 'SUTRA',
      name: seller.name,
      lines: seller.addressLines,
      contact: `${seller.email} · ${seller.phone}`,
      ids: [
        { label: 'GSTIN', value: seller.gstin, key: 'seller-gstin' },
        { label: 'PAN', value: panOf(seller.gstin) },
        ...(seller.cin ? [{ label: 'CIN', value: seller.cin }] : []),
      ],
    },
    facts: [
      { label: isInvoice ? 'Invoice no.' : 'Credit note no.', value: d.number, key: 'document-number' },
      { label: isInvoice ? 'Invoice date' : 'Credit note date', value: formatLongDate(d.issuedAt) },
      ...(d.creditsInvoice
        ? [
            { label: 'Against invoice', value: d.creditsInvoice.number },
            ...(d.creditsInvoice.issuedAt
              ? [{ label: 'Invoice date', value: formatLongDate(d.creditsInvoice.issuedAt) }]
              : []),
          ]
        : []),
      { label: 'Order no.', value: d.order.number },
      { label: 'Order date', value: formatLongDate(d.order.placedAt) },
      { label: 'Place of supply', value: placeOfSupply(d.placeOfSupply), key: 'place-of-supply' },
      { label: 'Reverse charge', value: 'No' },
    ],
    parties: [party('Bill to', d.billTo), party('Ship to', d.shipTo)],
    items: itemsTable(d, sign),
    totals: [
      { label: 'Total taxable value', value: amount(t.taxablePaise) },
      ...(d.supply === 'intra-state'
        ? [
            { label: 'CGST', value: amount(t.cgstPaise), key: 'total-cgst' },
            { label: 'SGST', value: amount(t.sgstPaise), key: 'total-sgst' },
          ]
        : [{ label: 'IGST', value: amount(t.igstPaise), key: 'total-igst' }]),
      ...(d.lines.some((l) => l.kind === 'charge') ? [] : [{ label: 'Shipping', value: 'Free' }]),
      { label: 'Round off', value: amount(t.roundOffPaise) },
    ],
    grandTotal: {
      label: isInvoice ? 'Invoice total' : 'Credit note total',
      value: amount(t.payablePaise),
      key: 'invoice-total',
    },
    notes,
    hsn: hsnTable(d, sign),
    terms: { title: 'Terms & conditions', items: extras.terms ?? ORDER_INVOICE_TERMS },
    signature: { for: `For ${seller.name}`, name: extras.signatory ?? null, title: 'Authorised Signatory' },
    footer:
      `This is a computer-generated ${noun}. Registered office: ${seller.addressLines.join(', ')}. ` +
      `Questions about it? Write to ${seller.email}.`,
  };
}

/**
 * Every row the document prints, as text: the title, seller, facts, parties, each row of both tables, the totals, the
 * notes, the terms and the signature. What a test holds each renderer to: it must draw every one of them.
 */
export function layoutRows(layout: InvoiceLayout): string[] {
  const fact = (f: LayoutFact) => `${f.label} ${f.value}`;
  const cells = (row: readonly LayoutCell[]) => row.map((c) => (c.detail ? `${c.text} ${c.detail}` : c.text)).join(' ');
  return [
    layout.title,
    layout.copy,
    layout.seller.name,
    ...layout.seller.lines,
    layout.seller.contact,
    ...layout.seller.ids.map(fact),
    ...layout.facts.map(fact),
    ...layout.parties.flatMap((p) => [p.title, p.name, ...p.lines, p.state, p.gstin]),
    ...layout.items.rows.map(cells),
    ...layout.totals.map(fact),
    fact(layout.grandTotal),
    ...layout.notes.map((n) => (n.label ? `${n.label}: ${n.text}` : n.text)),
    layout.hsn.caption,
    ...layout.hsn.rows.map(cells),
    ...(layout.hsn.footer ? [cells(layout.hsn.footer)] : []),
    layout.terms.title,
    ...layout.terms.items,
    layout.signature.for,
    ...(layout.signature.name ? [layout.signature.name] : []),
    layout.signature.title,
    layout.footer,
  ];
}
