/** The class on the invoice document: printing a page that holds one prints that document alone. */
export const INVOICE_CLASS = 'sutra-invoice';

/**
 * On paper: one A4 page with 12 mm margins, in slightly smaller type, and nothing but the invoice. Every element
 * that neither holds it nor sits inside it (header, bars, footer, chat button, the page's own controls) is left out,
 * without the layout having to know. Chakra's breakpoints apply to screens only, so the invoice's wide-screen
 * layout is restated for print beside each responsive style (`_print`).
 */
export const INVOICE_PRINT_CSS = `
@media print {
  @page { size: A4; margin: 12mm; }
  body:has(.${INVOICE_CLASS}) :not(:has(.${INVOICE_CLASS})):not(.${INVOICE_CLASS}):not(.${INVOICE_CLASS} *) {
    display: none !important;
  }
  html:has(.${INVOICE_CLASS}) { font-size: 11px; }
  html, body, body:has(.${INVOICE_CLASS}) :has(.${INVOICE_CLASS}) {
    background: #fff !important; min-height: 0 !important; margin: 0 !important; padding: 0 !important;
  }
  .${INVOICE_CLASS} {
    max-width: none !important; margin: 0 !important; padding: 0 !important; border: 0 !important;
    box-shadow: none !important; color: #000;
  }
  .${INVOICE_CLASS} .invoice-scroll { overflow: visible !important; }
  .${INVOICE_CLASS} table { min-width: 0 !important; width: 100%; }
  .${INVOICE_CLASS} tr, .${INVOICE_CLASS} section { break-inside: avoid; }
  .${INVOICE_CLASS} * { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
}
`;
