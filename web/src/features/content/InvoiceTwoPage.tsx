import { INTER_STATE_INVOICE } from './invoice/invoice-samples';
import { TaxInvoicePage } from './invoice/TaxInvoice';

/** /invoice-2: a sample tax invoice for an order sent from Rajasthan to Karnataka (IGST). */
export default function InvoiceTwoPage() {
  return <TaxInvoicePage invoice={INTER_STATE_INVOICE} />;
}
