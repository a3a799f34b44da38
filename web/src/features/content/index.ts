/**
 * What the content feature offers the others: the tax invoice's layout, which its sample invoice pages and a buyer's
 * own order invoice both render, and the print rules that go with it.
 */
export type { InvoicePartyView, InvoiceView } from './invoice/invoice-view';
export { INVOICE_PRINT_CSS } from './invoice/print-styles';
export { TaxInvoice } from './invoice/TaxInvoice';
