import { type InvoiceDocument, invoiceLayout, layoutRows } from '@sutra/rules';
import { CREDIT_NOTE_DOCUMENT, INTER_STATE_DOCUMENT, INTRA_STATE_DOCUMENT } from '@sutra/rules/test-invoices';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../test/pdf-text.js';
import { renderInvoicePdf } from './pdf.js';

/** Text as a reader meets it, whatever the lines it was wrapped into: no white space (the PDF prints titles in capitals). */
const squashed = (text: string) => text.replace(/\s+/g, '').toLowerCase();

const printed = async (document: InvoiceDocument) => squashed(pdfText(await renderInvoicePdf(document)));

describe('the invoice PDF', () => {
  it.each([
    ['an invoice within Rajasthan (CGST + SGST)', INTRA_STATE_DOCUMENT],
    ['an invoice to Karnataka (IGST)', INTER_STATE_DOCUMENT],
    ['a credit note', CREDIT_NOTE_DOCUMENT],
  ])('draws every row of the shared layout for %s (the web page draws the same)', async (_, document) => {
    const pdf = await printed(document);
    const missing = layoutRows(invoiceLayout(document, 'Rs.')).filter((row) => !pdf.includes(squashed(row)));
    expect(missing).toEqual([]);
  });

  it('writes amounts in Rs., the standard font having no ₹, and the place of supply with its dash', async () => {
    const text = pdfText(await renderInvoicePdf(INTRA_STATE_DOCUMENT));
    expect(text).toContain('Rs. 16,716.00');
    expect(text).toContain('08 – Rajasthan');
    expect(text).not.toContain('₹');
  });

  it('goes on over pages for a long order, every line printed once', async () => {
    const line = INTRA_STATE_DOCUMENT.lines[0];
    if (!line) throw new Error('the sample has lines');
    const lines = Array.from({ length: 40 }, (_, i) => ({ ...line, description: `Suit number ${i + 1}` }));
    const text = pdfText(await renderInvoicePdf({ ...INTRA_STATE_DOCUMENT, lines }));
    for (let i = 1; i <= 40; i++) expect(text.split('\n').filter((l) => l === `Suit number ${i}`)).toHaveLength(1);
  });
});
