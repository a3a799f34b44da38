import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type BearerAuth, buyerOf, ownBuyerId } from '../auth/bearer.js';
import { RATE_LIMITS, type RateLimiter } from '../auth/rate-limits.js';
import type { Db } from '../db/client.js';
import { badRequest, HttpError } from '../http/errors.js';
import { errorSchema } from '../http/schemas.js';
import type { MediaStore } from '../media/store.js';
import { MAX_UPLOAD_BYTES } from './limits.js';
import {
  contactAnswerSchema,
  contactBodySchema,
  feedbackAnswerSchema,
  feedbackBodySchema,
  returnAnswerSchema,
  returnBodySchema,
  uploadAnswerSchema,
} from './schemas.js';
import {
  CONTACT_RECEIVED,
  FEEDBACK_RECEIVED,
  IMAGE_TOO_LARGE,
  IMAGE_UPLOADED,
  keepImage,
  RETURN_SUBMITTED,
  type ReceivedImage,
  receiveImage,
  requestReturn,
  type SupportMail,
  sendContactQuery,
  sendFeedback,
} from './service.js';

const tags = ['support'];
const security = [{ bearerAuth: [] }];
const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 429: errorSchema };

export const NOT_MULTIPART = 'Send the image as multipart/form-data, in a field named file';
export const NO_FILE = 'Please choose an image to upload';
export const ONE_FILE = 'Send one image per request';

export interface SupportRouteDeps {
  db: Db;
  auth: BearerAuth;
  limits: RateLimiter;
  mail: SupportMail;
  /** Where uploaded images are kept (under `uploads/`). */
  media: MediaStore;
}

/** What the multipart parser's own limit errors mean to the buyer. */
export function uploadFailure(error: unknown): unknown {
  switch ((error as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, 'too_large', IMAGE_TOO_LARGE);
    case 'FST_FILES_LIMIT':
      return badRequest('invalid_input', ONE_FILE);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return badRequest('invalid_input', NOT_MULTIPART);
    default:
      return error;
  }
}

/** Feedback, Contact Us, image upload and return requests (spec section 7). Every route needs the buyer's token. */
export const supportRoutes =
  ({ db, auth, limits, mail, media }: SupportRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Multipart parsing for this slice's routes only; the file is streamed to disk, never held in memory.
    await app.register(fastifyMultipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 },
    });

    app.post(
      '/feedback',
      {
        schema: {
          tags,
          summary: "Send the store feedback (kept, and copied to the store's mailbox)",
          security,
          body: feedbackBodySchema,
          response: { 201: feedbackAnswerSchema, ...errors },
        },
        onRequest: auth.requireBuyer,
        preHandler: limits.limit(RATE_LIMITS.supportMessagePerBuyer, RATE_LIMITS.supportMessagePerIp),
      },
      async (request, reply) => {
        const buyerId = ownBuyerId(request, request.body.buyerId);
        const result = await sendFeedback(db, mail, buyerId, request.body);
        return reply
          .status(201)
          .send({ status: true as const, success: true as const, message: FEEDBACK_RECEIVED, result });
      },
    );

    app.post(
      '/contact-us',
      {
        schema: {
          tags,
          summary: "Ask the store a question (kept, and copied to the store's mailbox)",
          security,
          body: contactBodySchema,
          response: { 201: contactAnswerSchema, ...errors },
        },
        onRequest: auth.requireBuyer,
        preHandler: limits.limit(RATE_LIMITS.supportMessagePerBuyer, RATE_LIMITS.supportMessagePerIp),
      },
      async (request, reply) => {
        const buyerId = ownBuyerId(request, request.body.buyerId);
        const result = await sendContactQuery(db, mail, buyerId, request.body);
        return reply
          .status(201)
          .send({ status: true as const, success: true as const, message: CONTACT_RECEIVED, result });
      },
    );

    app.post(
      '/uploadImg',
      {
        schema: {
          tags,
          summary: 'Upload one image (for a return request): multipart/form-data with the image in a file field',
          description:
            'JPEG, PNG, WebP or GIF, told by the content (magic bytes), not by the name or content type; SVG is ' +
            `refused. At most ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB (413 above). data[0] is the image's location, ` +
            'to send in the images of POST /return.',
          consumes: ['multipart/form-data'],
          security,
          response: { 201: uploadAnswerSchema, 413: errorSchema, 415: errorSchema, ...errors },
        },
        onRequest: auth.requireBuyer,
        preHandler: limits.limit(RATE_LIMITS.uploadPerBuyer),
        // A photo from a phone on a slow link: its body may take UPLOAD_TIMEOUT_MS, not REQUEST_TIMEOUT_MS.
        config: { upload: true },
      },
      async (request, reply) => {
        if (!request.isMultipart()) throw new HttpError(415, 'unsupported_media_type', NOT_MULTIPART);
        const buyerId = buyerOf(request).id;
        // Read the whole request before keeping the file: a second file (refused) may follow the first.
        let received: ReceivedImage | undefined;
        try {
          for await (const part of request.parts()) {
            if (part.type === 'file') received = await receiveImage({ stream: part.file });
          }
        } catch (error) {
          throw uploadFailure(error);
        }
        if (!received) throw badRequest('invalid_input', NO_FILE);
        const stored = await keepImage(db, media, buyerId, received);
        return reply
          .status(201)
          .send({ status: true as const, success: true as const, message: IMAGE_UPLOADED, data: [stored.location] });
      },
    );

    app.post(
      '/return',
      {
        schema: {
          tags,
          summary: "Ask to return lines of one of the buyer's delivered orders, with 1 to 3 images the buyer uploaded",
          description:
            "orderNumber is the order's number (or its shipping order id); images are locations answered by " +
            "POST /uploadImg for this buyer. Another buyer's order or image answers 404 like a missing one. Only " +
            'delivered lines within 7 days of delivery are taken, each line once while its return is open: a refusal ' +
            'names the field and its code (not_delivered, window_closed: 400; already_requested: 409).',
          security,
          body: returnBodySchema,
          response: { 201: returnAnswerSchema, 409: errorSchema, ...errors },
        },
        onRequest: auth.requireBuyer,
        preHandler: limits.limit(RATE_LIMITS.returnPerBuyer, RATE_LIMITS.returnPerIp),
      },
      async (request, reply) => {
        const buyerId = ownBuyerId(request, request.body.buyerId);
        const result = await requestReturn(db, mail, buyerId, request.body);
        return reply
          .status(201)
          .send({ status: true as const, success: true as const, message: RETURN_SUBMITTED, result });
      },
    );
  };
