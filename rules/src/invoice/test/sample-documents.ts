import { buildInvoiceDocument, creditNoteFor, type InvoiceDocument } from '../invoice-document.js';

/**
 * Issued documents for tests of what prints them (the layout, the PDF, the page): a ₹14,999 suit and two ₹1,899
 * shirts with a 10 % coupon and 300 points, delivery ₹99, sent within Rajasthan (CGST + SGST) or to Karnataka (IGST),
 * and the credit note of the first.
 */
const seller = {
  name: 'Sutra Menswear Private Limited',
  addressLines: ['Sutra Atelier, 21 Prithviraj Road, C-Scheme', 'Jaipur, Rajasthan 302001'],
  state: 'Rajasthan',
  stateCode: '08',
  gstin: '08AAKCS4821M1ZW',
  email: 'care@sutra.in',
  phone: '+91 98290 41414',
};

function issued(state: string, city: string): InvoiceDocument {
  const buyer = { name: 'Arjun Mehta', addressLines: ['14 Johari Bazaar Road', `${city}, ${state}`], state };
  return buildInvoiceDocument(
    {
      kind: 'invoice',
      number: 'SUT/26-27/000042',
      financialYear: '26-27',
      issuedAt: new Date('2026-11-25T10:00:00Z'),
      order: { id: 'o-42', number: '1794892269457', placedAt: new Date('2026-11-25T09:58:00Z') },
      seller,
      billTo: buyer,
      shipTo: buyer,
      payment: { method: 'razorpay', label: 'Prepaid online (Razorpay)' },
    },
    {
      lines: [
        {
          description: 'Navy Wool Suit',
          detail: 'Navy · 40',
          categoryName: 'Suits',
          quantity: 1,
          unitPricePaise: 1_499_900,
        },
        {
          description: 'White Poplin Shirt',
          detail: 'White · 40',
          categoryName: 'Shirts',
          quantity: 2,
          unitPricePaise: 189_900,
        },
      ],
      couponCode: 'SUTRA10',
      discountPaise: 187_970,
      pointsUsed: 300,
      pointsOffPaise: 30_000,
      charges: [{ description: 'Delivery charges', paise: 9_900 }],
    },
  );
}

export const INTRA_STATE_DOCUMENT: InvoiceDocument = issued('Rajasthan', 'Jaipur');
export const INTER_STATE_DOCUMENT: InvoiceDocument = issued('Karnataka', 'Bengaluru');
export const CREDIT_NOTE_DOCUMENT: InvoiceDocument = creditNoteFor(INTRA_STATE_DOCUMENT, {
  number: 'CN/26-27/000003',
  financialYear: '26-27',
  issuedAt: new Date('2026-11-28T10:00:00Z'),
  reason: 'Order cancelled',
});
