import type { InvoiceDocument } from '@sutra/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpBuyer, type TestBuyer } from '../test/buyers.js';
import { type GatewayUnderTest, startGatewayOverApi } from '../test/gateway-over-api.js';
import { inr, MONEY, type Money } from '../test/money.js';
import { purchase } from '../test/purchase.js';

interface InvoiceAnswer {
  order: {
    invoice: {
      kind: string;
      number: string;
      supply: string;
      placeOfSupply: { state: string; stateCode: string | null };
      seller: { gstin: string; pan: string };
      totals: { payable: Money; cgst: Money; sgst: Money; igst: Money };
      lines: { unitPrice: Money; discount: Money; taxableValue: Money; cgst: Money; total: Money; gstRateBp: number }[];
      amountInWords: string;
      pdfUrl: string;
      creditNote: { number: string } | null;
    } | null;
  } | null;
}
const INVOICE = `query ($id: ID!) { order(id: $id) { invoice {
  kind number supply placeOfSupply { state stateCode } seller { gstin pan }
  totals { payable ${MONEY} cgst ${MONEY} sgst ${MONEY} igst ${MONEY} }
  lines { unitPrice ${MONEY} discount ${MONEY} taxableValue ${MONEY} cgst ${MONEY} total ${MONEY} gstRateBp }
  amountInWords pdfUrl creditNote { number } } } }`;

let t: GatewayUnderTest;
let owner: TestBuyer;
let other: TestBuyer;
let orderIds: string[];

beforeAll(async () => {
  t = await startGatewayOverApi();
  owner = await signUpBuyer(t, 'Invoice Owner');
  other = await signUpBuyer(t, 'Someone Else');
  orderIds = [(await purchase(t, owner)).id, (await purchase(t, owner)).id];
});
afterAll(() => t.close());

const pdf = (path: string, headers: Record<string, string> = {}) =>
  t.gateway.inject({ method: 'GET', url: path, headers });
const cookieOf = (buyer: TestBuyer) => ({ cookie: `sutra_session=${buyer.token}` });

describe('Order.invoice', () => {
  it('is the order’s issued invoice: CGST + SGST for Jaipur, the seller’s GSTIN, the amount in words', async () => {
    const { data, errors } = await t.graphql<InvoiceAnswer>(INVOICE, { id: orderIds[0] }, owner.headers);
    expect(errors).toBeUndefined();
    const invoice = data?.order?.invoice;
    expect(invoice).toMatchObject({
      kind: 'INVOICE',
      supply: 'INTRA_STATE',
      placeOfSupply: { state: 'Rajasthan', stateCode: '08' },
      seller: { gstin: '08AAKCS4821M1ZW', pan: 'AAKCS4821M' },
      totals: { igst: inr(0) },
      creditNote: null,
      pdfUrl: `/orders/${orderIds[0]}/invoice.pdf`,
    });
    expect(invoice?.number).toMatch(/^SUT\/\d\d-\d\d\/\d{6}$/);
    expect(invoice?.totals.cgst).toEqual(invoice?.totals.sgst);
    expect(invoice?.amountInWords).toMatch(/^Rupees .+ Only$/);
  });

  it('passes the issued document’s paise through untouched', async () => {
    const { data } = await t.graphql<InvoiceAnswer>(INVOICE, { id: orderIds[0] }, owner.headers);
    const rest = (await (
      await fetch(`${t.api.url}/API/v1/orders/${orderIds[0]}/invoice`, { headers: owner.headers })
    ).json()) as { result: InvoiceDocument };
    const issued = rest.result;
    expect(data?.order?.invoice?.totals).toEqual({
      payable: inr(issued.totals.payablePaise),
      cgst: inr(issued.totals.cgstPaise),
      sgst: inr(issued.totals.sgstPaise),
      igst: inr(issued.totals.igstPaise),
    });
    expect(data?.order?.invoice?.lines).toEqual(
      issued.lines.map((l) => ({
        unitPrice: inr(l.unitPricePaise),
        discount: inr(l.discountPaise),
        taxableValue: inr(l.taxablePaise),
        cgst: inr(l.cgstPaise),
        total: inr(l.totalPaise),
        gstRateBp: l.rateBp,
      })),
    );
  });

  it('is null for another buyer, like the order itself', async () => {
    const { data } = await t.graphql<InvoiceAnswer>(INVOICE, { id: orderIds[0] }, other.headers);
    expect(data?.order).toBeNull();
  });

  it('calls the api once per order in a request, however often the invoice is asked for', async () => {
    t.reset();
    const { errors } = await t.graphql(
      '{ orders(first: 10) { nodes { id invoice { number } again: invoice { totals { payable { paise } } } } } }',
      {},
      owner.headers,
    );
    expect(errors).toBeUndefined();
    const invoiceCalls = t.upstream.filter((r) => /\/orders\/[^/]+\/invoice/.test(r.url));
    expect(invoiceCalls.map((r) => r.url).sort()).toEqual(orderIds.map((id) => `/orders/${id}/invoice`).sort());
  });
});

describe('GET /orders/:id/invoice.pdf', () => {
  it('downloads the owner’s invoice with the page session cookie, as an attachment never cached', async () => {
    const number = (await t.graphql<InvoiceAnswer>(INVOICE, { id: orderIds[0] }, owner.headers)).data?.order?.invoice
      ?.number;
    const answer = await pdf(`/orders/${orderIds[0]}/invoice.pdf`, cookieOf(owner));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="${number?.replaceAll('/', '-')}.pdf"`);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('takes a bearer header too', async () => {
    const answer = await pdf(`/orders/${orderIds[1]}/invoice.pdf`, owner.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('answers 401 without a session, and 404 for another buyer’s order, a missing or malformed one', async () => {
    const noSession = await pdf(`/orders/${orderIds[0]}/invoice.pdf`);
    expect(noSession.statusCode).toBe(401);
    expect(noSession.headers['cache-control']).toBe('private, no-store');
    const notFound = { success: false, status: false, code: 'not_found', message: 'Order not found' };
    for (const path of [
      `/orders/${orderIds[0]}/invoice.pdf`,
      '/orders/00000000-0000-4000-8000-000000000000/invoice.pdf',
      '/orders/..%2F..%2Fbuyer_me/invoice.pdf',
      `/orders/${orderIds[0]}/credit-note.pdf`,
    ]) {
      const answer = await pdf(path, cookieOf(other));
      expect([path, answer.statusCode, answer.json()]).toEqual([path, 404, notFound]);
    }
  });

  it('answers 404 for the credit note of an order that was not cancelled', async () => {
    const answer = await pdf(`/orders/${orderIds[0]}/credit-note.pdf`, cookieOf(owner));
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe('This order has no credit note');
  });
});
