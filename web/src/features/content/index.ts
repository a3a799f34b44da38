/**
 * What the content feature offers the others: the tax invoice document, which draws the invoice layout of
 * `@sutra/rules` for its sample invoice pages and a buyer's own order invoice alike, and the print rules that go with it.
 */
export { INVOICE_PRINT_CSS } from './invoice/print-styles';
export { TaxInvoice } from './invoice/TaxInvoice';
