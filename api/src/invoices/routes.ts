import type { InvoiceSeller } from '@sutra/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type BearerAuth, buyerOf } from '../auth/bearer.js';
import type { Db } from '../db/client.js';
import { notFound } from '../http/errors.js';
import { errorSchema } from '../http/schemas.js';
import { ORDER_NOT_FOUND } from '../orders/service.js';
import { renderInvoicePdf } from './pdf.js';
import { creditNoteAnswerSchema, invoiceAnswerSchema, orderIdParamsSchema } from './schemas.js';
import { creditNoteForBuyer, documentsForBuyer } from './service.js';

const tags = ['invoices'];
const security = [{ bearerAuth: [] }];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const pdfSchema = z.string().describe('application/pdf');

/** A malformed id names no order: 404 like a missing one or another buyer's, so ids are not probed by their shape. */
const orderId = (id: string): string => {
  if (!UUID.test(id)) throw notFound(ORDER_NOT_FOUND);
  return id;
};

/**
 * The buyer's GST tax invoice and credit note of an order, as JSON and as PDF. Documents are immutable and private:
 * `Cache-Control: private, no-store` keeps them out of shared caches and the browser's disk.
 */
export const invoiceRoutes =
  ({ db, auth, seller }: { db: Db; auth: BearerAuth; seller: InvoiceSeller }): FastifyPluginAsyncZod =>
  async (app) => {
    const common = { tags, security, params: orderIdParamsSchema };
    const errors = { 401: errorSchema, 404: errorSchema };

    app.get(
      '/orders/:id/invoice',
      {
        schema: {
          ...common,
          summary:
            "The tax invoice of one of the buyer's orders, with its credit note if one was issued (an order placed before invoices existed gets its invoice now)",
          response: { 200: invoiceAnswerSchema, ...errors },
        },
        onRequest: auth.requireBuyer,
      },
      async (request, reply) => {
        const { invoice, creditNote } = await documentsForBuyer(
          db,
          seller,
          buyerOf(request).id,
          orderId(request.params.id),
        );
        reply.header('cache-control', 'private, no-store');
        return { success: true as const, result: { ...invoice, creditNote } };
      },
    );

    app.get(
      '/orders/:id/credit-note',
      {
        schema: {
          ...common,
          summary: "The credit note of one of the buyer's orders (issued when it was cancelled or returned)",
          response: { 200: creditNoteAnswerSchema, ...errors },
        },
        onRequest: auth.requireBuyer,
      },
      async (request, reply) => {
        const note = await creditNoteForBuyer(db, seller, buyerOf(request).id, orderId(request.params.id));
        reply.header('cache-control', 'private, no-store');
        return { success: true as const, result: note };
      },
    );

    const sendPdf = async (reply: import('fastify').FastifyReply, document: Parameters<typeof renderInvoicePdf>[0]) => {
      const pdf = await renderInvoicePdf(document);
      const filename = `${document.number.replaceAll('/', '-')}.pdf`;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    };

    app.get(
      '/orders/:id/invoice.pdf',
      {
        schema: {
          ...common,
          summary: "The tax invoice of one of the buyer's orders as a PDF (A4)",
          produces: ['application/pdf'],
          response: { 200: pdfSchema, ...errors },
        },
        onRequest: auth.requireBuyer,
      },
      async (request, reply) => {
        const { invoice } = await documentsForBuyer(db, seller, buyerOf(request).id, orderId(request.params.id));
        return sendPdf(reply, invoice);
      },
    );

    app.get(
      '/orders/:id/credit-note.pdf',
      {
        schema: {
          ...common,
          summary: "The credit note of one of the buyer's orders as a PDF (A4)",
          produces: ['application/pdf'],
          response: { 200: pdfSchema, ...errors },
        },
        onRequest: auth.requireBuyer,
      },
      async (request, reply) => {
        const note = await creditNoteForBuyer(db, seller, buyerOf(request).id, orderId(request.params.id));
        return sendPdf(reply, note);
      },
    );
  };
