export { numberInWords, rupeesInWords } from './amount-in-words.js';
export {
  type DocumentSeries,
  documentNumber,
  financialYearLabel,
  financialYearStart,
  MAX_DOCUMENT_NUMBER_LENGTH,
  SERIES_PREFIX,
} from './financial-year.js';
export {
  APPAREL_LOW_RATE_LIMIT_PAISE,
  apparelRateBp,
  chargeRateBp,
  DEFAULT_HSN,
  DELIVERY_SAC,
  GST_LOW_RATE_BP,
  GST_STANDARD_RATE_BP,
  HSN_BY_DEPARTMENT,
  hsnForCategory,
} from './gst-rates.js';
export { gstinCheckCharacter, gstinStateCode, isValidGstin } from './gstin.js';
export {
  buildInvoiceDocument,
  creditNoteFor,
  type InvoiceDocument,
  type InvoiceDocumentLine,
  type InvoiceHeader,
  type InvoiceParty,
  type InvoiceSeller,
  invoiceLines,
  type OrderCharge,
  type OrderForInvoice,
  type OrderGoodsLine,
} from './invoice-document.js';
export {
  type CurrencySign,
  type InvoiceExtras,
  type InvoiceLayout,
  type InvoiceSource,
  invoiceLayout,
  type LayoutCell,
  type LayoutColumn,
  type LayoutFact,
  type LayoutNote,
  type LayoutParty,
  type LayoutTable,
  layoutRows,
  ORDER_INVOICE_TERMS,
} from './invoice-layout.js';
export {
  type ComputedLine,
  computeInvoice,
  computeLine,
  formatRate,
  type HsnRow,
  type InvoiceLine,
  type InvoiceTotals,
  type Supply,
} from './invoice-math.js';
export { spreadInProportion } from './spread.js';
export { type GstState, gstState, RAJASTHAN_STATE_CODE } from './state-codes.js';
