import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import InvoiceOnePage from './InvoiceOnePage';
import InvoiceTwoPage from './InvoiceTwoPage';
import { INVOICE_CLASS, INVOICE_PRINT_CSS } from './invoice/print-styles';

afterEach(() => vi.unstubAllGlobals());

const columnHeads = () =>
  within(screen.getByTestId('invoice-items'))
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

describe('sample tax invoices', () => {
  it('/invoice-1 charges CGST and SGST for a delivery within Rajasthan', () => {
    renderWithProviders(<InvoiceOnePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Tax Invoice' })).toBeTruthy();
    expect(screen.getByTestId('seller-gstin').textContent).toBe('08AAKCS4821M1ZW');
    expect(screen.getByTestId('place-of-supply').textContent).toBe('08 – Rajasthan');
    expect(columnHeads()).toEqual(expect.arrayContaining(['HSN', 'CGST', 'SGST']));
    expect(columnHeads()).not.toContain('IGST');
    const rows = within(screen.getByTestId('invoice-items')).getAllByRole('row').slice(2);
    expect(rows.map((r) => within(r).getAllByRole('cell')[2]?.textContent)).toEqual([
      '62031100',
      '62052000',
      '62151000',
    ]);
    // The suit: ₹13,499 paid, of which 18% GST as 9% + 9% (₹1,029.58 each), taxable value the rest.
    const suit = within(rows[0] as HTMLElement)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(suit.slice(3)).toEqual([
      '1',
      '14,999.00',
      '1,500.00',
      '11,439.84',
      '9%',
      '1,029.58',
      '9%',
      '1,029.58',
      '13,499.00',
    ]);
    expect(screen.getByTestId('total-cgst').textContent).toBe('₹1,138.79');
    expect(screen.getByTestId('total-sgst').textContent).toBe('₹1,138.79');
    expect(screen.queryByTestId('total-igst')).toBeNull();
    expect(screen.getByTestId('invoice-total').textContent).toBe('₹18,086.00');
    expect(screen.getByTestId('amount-in-words').textContent).toBe(
      'Amount in words: Rupees Eighteen Thousand Eighty-Six Only',
    );
    expect(screen.getByRole('link', { name: /See the other sample/ }).getAttribute('href')).toBe('/invoice-2');
  });

  it('/invoice-2 charges IGST for a delivery to Karnataka', () => {
    renderWithProviders(<InvoiceTwoPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Tax Invoice' })).toBeTruthy();
    expect(screen.getByTestId('place-of-supply').textContent).toBe('29 – Karnataka');
    expect(columnHeads()).toContain('IGST');
    expect(columnHeads()).not.toContain('CGST');
    expect(screen.getByTestId('total-igst').textContent).toBe('₹1,696.48');
    expect(screen.queryByTestId('total-cgst')).toBeNull();
    expect(screen.getByTestId('invoice-total').textContent).toBe('₹14,696.00');
    expect(screen.getByTestId('amount-in-words').textContent).toBe(
      'Amount in words: Rupees Fourteen Thousand Six Hundred Ninety-Six Only',
    );
    const hsn = within(screen.getByTestId('hsn-summary'));
    expect(hsn.getAllByRole('row').map((r) => r.firstElementChild?.textContent)).toEqual([
      'HSN',
      '62033100',
      '62034290',
      '61159500',
      'Total',
    ]);
    expect(screen.getByRole('link', { name: /See the other sample/ }).getAttribute('href')).toBe('/invoice-1');
  });

  it('prints with its own stylesheet, the invoice alone', () => {
    // happy-dom has no print dialog: stand in for it.
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderWithProviders(<InvoiceOnePage />);
    fireEvent.click(screen.getByRole('button', { name: 'Print invoice' }));
    expect(print).toHaveBeenCalledOnce();
    expect(screen.getByTestId('tax-invoice').classList.contains(INVOICE_CLASS)).toBe(true);
    const styles = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(styles).toContain(INVOICE_PRINT_CSS.trim());
    expect(INVOICE_PRINT_CSS).toContain('@media print');
  });
});
