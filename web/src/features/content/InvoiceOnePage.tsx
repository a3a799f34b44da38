import { INTRA_STATE_INVOICE } from './invoice/invoice-samples';
import { TaxInvoicePage } from './invoice/TaxInvoice';

/** /invoice-1: a sample tax invoice for an order delivered within Rajasthan (CGST + SGST). */
export default function InvoiceOnePage() {
  return <TaxInvoicePage invoice={INTRA_STATE_INVOICE} />;
}
