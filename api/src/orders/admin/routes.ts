import type { InvoiceDocument, InvoiceSeller } from '@sutra/rules';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orders } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { errorSchema } from '../../http/schemas.js';
import { renderInvoicePdf } from '../../invoices/pdf.js';
import { creditNoteForBuyer, documentsForBuyer } from '../../invoices/service.js';
import { type StaffAuth, staffOf } from '../../staff/guard.js';
import { confirmCashOnDelivery } from '../cod-confirmation.js';
import type { OrderDeps } from '../deps.js';
import { ORDER_NOT_FOUND } from '../service.js';
import { dayAtAGlance } from './day.js';
import { adminOrder } from './detail.js';
import { listOrders } from './list.js';
import {
  adminOrderAnswerSchema,
  codConfirmationAnswerSchema,
  dayAnswerSchema,
  orderIdParamsSchema,
  orderListQuerySchema,
  orderPageSchema,
} from './schemas.js';

const tags = ['admin'];
const security = [{ staffSession: [] }];
const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
const pdfSchema = z.string().describe('application/pdf');

export interface OrderAdminDeps {
  deps: OrderDeps;
  staffAuth: StaffAuth;
  seller: InvoiceSeller;
  /** Hours after which an unconfirmed cash-on-delivery order is flagged (`COD_CONFIRM_HOURS`). */
  codConfirmHours: number;
}

async function buyerOfOrder(deps: OrderDeps, orderId: string): Promise<string> {
  const [order] = await deps.db.select({ buyerId: orders.buyerId }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order.buyerId;
}

async function sendPdf(reply: FastifyReply, document: InvoiceDocument) {
  const pdf = await renderInvoicePdf(document);
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${document.number.replaceAll('/', '-')}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/** The order desk: the list, one order, the cash-on-delivery confirmation, its documents, and the day's home. */
export const orderAdminRoutes =
  ({ deps, staffAuth, seller, codConfirmHours }: OrderAdminDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/orders',
      {
        ...staffAuth.requireStaff('orders:read'),
        schema: {
          tags,
          summary:
            'A page of orders, newest first: by status, payment (card, upi, netbanking, wallet, cod, points), the COD ' +
            'queue (`toConfirm`), placed between `from` and `to`, delivery pincode and state; `q` is a whole order ' +
            'number, email or phone',
          security,
          querystring: orderListQuerySchema,
          response: { 200: orderPageSchema, ...refusals },
        },
      },
      async (request) => {
        const page = await listOrders(deps.db, request.query, codConfirmHours);
        return { success: true as const, result: page.orders, nextCursor: page.nextCursor };
      },
    );

    app.get(
      '/admin/orders/:id',
      {
        ...staffAuth.requireStaff('orders:read'),
        schema: {
          tags,
          summary: 'One order: lines, amounts, buyer, addresses, payment, shipment and tracking, documents',
          security,
          params: orderIdParamsSchema,
          response: { 200: adminOrderAnswerSchema, ...refusals, 404: errorSchema },
        },
      },
      async (request) => ({
        success: true as const,
        result: await adminOrder(deps, request.params.id, codConfirmHours),
      }),
    );

    app.post(
      '/admin/orders/:id/confirm-cod',
      {
        ...staffAuth.requireStaff('orders:write'),
        schema: {
          tags,
          summary:
            'Confirms a cash-on-delivery order, which is then sent to Shiprocket; confirming again does nothing more',
          security,
          params: orderIdParamsSchema,
          response: { 200: codConfirmationAnswerSchema, ...refusals, 404: errorSchema, 409: errorSchema },
        },
      },
      async (request) => ({
        success: true as const,
        result: await confirmCashOnDelivery(deps, request.params.id, { staffId: staffOf(request).id }),
      }),
    );

    app.get(
      '/admin/orders/:id/invoice.pdf',
      {
        ...staffAuth.requireStaff('orders:read'),
        schema: {
          tags,
          summary: "The order's tax invoice as a PDF (A4)",
          security,
          params: orderIdParamsSchema,
          produces: ['application/pdf'],
          response: { 200: pdfSchema, ...refusals, 404: errorSchema },
        },
      },
      async (request, reply) => {
        const { id: orderId } = request.params;
        const { invoice } = await documentsForBuyer(deps.db, seller, await buyerOfOrder(deps, orderId), orderId);
        return sendPdf(reply, invoice);
      },
    );

    app.get(
      '/admin/orders/:id/credit-note.pdf',
      {
        ...staffAuth.requireStaff('orders:read'),
        schema: {
          tags,
          summary: "The order's credit note as a PDF (A4), when one was issued",
          security,
          params: orderIdParamsSchema,
          produces: ['application/pdf'],
          response: { 200: pdfSchema, ...refusals, 404: errorSchema },
        },
      },
      async (request, reply) => {
        const { id: orderId } = request.params;
        return sendPdf(reply, await creditNoteForBuyer(deps.db, seller, await buyerOfOrder(deps, orderId), orderId));
      },
    );

    app.get(
      '/admin/day',
      {
        ...staffAuth.requireStaff('signed-in'),
        schema: {
          tags,
          summary:
            "The day's home: today's orders and takings (IST), orders by status, the COD queue, open returns, sizes " +
            'running low; each part only for a role that may read it',
          security,
          response: { 200: dayAnswerSchema, 401: errorSchema },
        },
      },
      async (request) => ({
        success: true as const,
        result: await dayAtAGlance(deps.db, staffOf(request), codConfirmHours),
      }),
    );
  };
