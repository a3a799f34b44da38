import fastifySwagger from '@fastify/swagger';
import {
  httpTimeoutOptions,
  installLifecycle,
  installRequestDeadline,
  LIFECYCLE_SERVER_OPTIONS,
} from '@sutra/settings';
import { installTelemetry, runAsService, ServiceMetrics, tracedServerFactory, traceLogFields } from '@sutra/telemetry';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { accountMailRenderers } from './accounts/mail-jobs.js';
import { phoneMessageRenderers } from './accounts/phone-codes.js';
import { phoneRoutes } from './accounts/phone-routes.js';
import { accountRoutes } from './accounts/routes.js';
import { auditRoutes } from './audit/routes.js';
import { installBearerAuth } from './auth/bearer.js';
import { loadJwtSecret } from './auth/jwt-secret.js';
import { OneTimeCodes } from './auth/one-time-codes.js';
import { passwordHasher } from './auth/passwords.js';
import { installRateLimits } from './auth/rate-limits.js';
import { TokenService } from './auth/tokens.js';
import { installCaches } from './caches.js';
import { cartRoutes } from './cart/routes.js';
import { adminProductRoutes } from './catalog/admin/routes.js';
import { catalogChangeRoutes } from './catalog/change-routes.js';
import { catalogRoutes } from './catalog/routes.js';
import { categoryAdminRoutes } from './categories/routes.js';
import { checkoutRoutes } from './checkout/routes.js';
import { type ApiConfig, mediaDir } from './config.js';
import { couponAdminRoutes } from './coupons/admin-routes.js';
import { couponRoutes } from './coupons/routes.js';
import { customerAdminRoutes } from './customers/admin-routes.js';
import type { Db } from './db/client.js';
import { apiReadiness } from './health/readiness.js';
import { homepageAdminRoutes } from './homepage/routes.js';
import { registerApiDocsPage } from './http/api-docs-page.js';
import { answerFrameworkError, installErrorHandling } from './http/errors.js';
import { installInputGuard } from './http/input-guard.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { inboxAdminRoutes } from './inbox/admin-routes.js';
import { invoiceRoutes } from './invoices/routes.js';
import { createMailTransport } from './mail/mailer.js';
import { createOutbox, type Outbox } from './mail/outbox.js';
import { registerMedia } from './media/routes.js';
import type { MediaStore } from './media/store.js';
import { createMediaStore } from './media/stores.js';
import { membershipRoutes } from './membership/routes.js';
import type { MessageOutbox, MessageRenderers, ReplyHandlers } from './messaging/message.js';
import { createMessageOutbox } from './messaging/outbox.js';
import { createSmsClient } from './messaging/sms-client.js';
import { messageWebhookRoutes } from './messaging/webhook-routes.js';
import { createWhatsAppClient } from './messaging/whatsapp-client.js';
import { orderAdminRoutes } from './orders/admin/routes.js';
import { codReplyHandler } from './orders/cod-answers.js';
import { codConfirmationMail } from './orders/cod-confirmation.js';
import { CodConfirmationLinks } from './orders/cod-links.js';
import { codConfirmationRoutes } from './orders/cod-routes.js';
import type { OrderDeps } from './orders/deps.js';
import { renderOrderUpdate } from './orders/order-messages.js';
import { startRetryWorker } from './orders/retry-worker.js';
import { orderRoutes } from './orders/routes.js';
import { Razorpay } from './providers/razorpay.js';
import { Shiprocket } from './providers/shiprocket.js';
import { refundAdminRoutes } from './refunds/admin-routes.js';
import { returnAdminRoutes } from './returns/admin-routes.js';
import { buyerReturnRoutes } from './returns/buyer-routes.js';
import type { ReturnDeps } from './returns/deps.js';
import { bookDuePickups } from './returns/pickup.js';
import { returnRefunds } from './returns/refund-call.js';
import { reviewRoutes } from './reviews/routes.js';
import { serviceabilityRoutes } from './serviceability/routes.js';
import { Serviceability } from './serviceability/service.js';
import type { StaffDeps } from './staff/deps.js';
import { installStaffAuth } from './staff/guard.js';
import { staffMailRenderers } from './staff/mail-jobs.js';
import { staffRoutes } from './staff/routes.js';
import { TotpSecretBox } from './staff/secrets.js';
import { backInStockMessage } from './stock-alerts/messages.js';
import { restockTellers } from './stock-alerts/restock.js';
import { stockAlertRoutes } from './stock-alerts/routes.js';
import { supportRoutes } from './support/routes.js';
import { type PoolStats, storeMetrics } from './telemetry/store-metrics.js';
import { wishlistRoutes } from './wishlist/routes.js';

export const API_PREFIX = '/API/v1';

export interface ApiDependencies {
  config: ApiConfig;
  db: Db;
  /** The database's connection pool (PostgreSQL), whose counts `/metrics` shows. */
  pool?: PoolStats | undefined;
  /** Where log lines go: standard output unless a test reads them. */
  logStream?: NodeJS.WritableStream | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail outbox (tests drain it to wait for the mail a request caused). */
    outbox: Outbox;
    /** The message outbox: WhatsApp and SMS (tests drain it to wait for the messages a request caused). */
    messages: MessageOutbox;
    /** Where `/media/` files are kept (`MEDIA_STORE`). */
    mediaStore: MediaStore;
  }
}

/**
 * The api's HTTP surface: every route, the OpenAPI document and `/media`. Listening is the caller's business.
 * Closing the app also waits for mail still being sent and stops the retry worker (shipments, refunds).
 */
export async function buildApiApp({ config, db, pool, logStream }: ApiDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, mixin: traceLogFields, ...(logStream ? { stream: logStream } : {}) },
    serverFactory: tracedServerFactory,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    frameworkErrors: answerFrameworkError,
    ...httpTimeoutOptions(config.httpTimeouts),
    ...LIFECYCLE_SERVER_OPTIONS,
  });
  app.setValidatorCompiler(validatorCompiler);
  // Response schemas type the handlers and document the routes; replies are not validated again at run time.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  const metrics = new ServiceMetrics('api');
  installTelemetry(app, metrics);
  installRequestDeadline(app, config.httpTimeouts);
  installErrorHandling(app);
  installInputGuard(app);
  await installSecurityHeaders(app);

  const secret = await loadJwtSecret(config);
  const tokens = new TokenService(secret);
  const codes = new OneTimeCodes(secret);
  const codLinks = new CodConfirmationLinks(secret);
  // The outbox's and the retry worker's timers count their mail and provider calls into this app's metrics.
  const outbox = runAsService(metrics, () =>
    createOutbox({
      db,
      transport: createMailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom }),
      renderers: {
        ...accountMailRenderers({ db, codes }),
        ...staffMailRenderers({ db, publicUrl: config.publicUrl }),
        'cod-confirmation': ({ orderId }) => codConfirmationMail(db, codLinks, config.publicUrl, orderId),
      },
      log: app.log,
      pollSeconds: config.retryIntervalSeconds,
    }),
  );
  app.decorate('outbox', outbox);
  app.addHook('onClose', () => outbox.close());
  // Each domain that sends messages adds its job kinds' renderers here, and its quick replies' handlers.
  const messageRenderers: MessageRenderers = {
    'back-in-stock': (job) => backInStockMessage(db, config.publicUrl, job),
    ...phoneMessageRenderers({ db, codes, shopHost: new URL(config.publicUrl).hostname }),
    // Shiprocket is asked for the courier and AWB when a shipped message is sent (`shiprocket` is made below).
    'order-update': (job) => renderOrderUpdate({ db, shiprocket, links: codLinks, publicUrl: config.publicUrl }, job),
  };
  const replyHandlers: ReplyHandlers = {};
  const messages = runAsService(metrics, () =>
    createMessageOutbox({
      db,
      sms: createSmsClient(config.messaging.sms),
      whatsapp: createWhatsAppClient(config.messaging.whatsapp),
      renderers: messageRenderers,
      log: app.log,
      pollSeconds: config.retryIntervalSeconds,
      metrics,
    }),
  );
  app.decorate('messages', messages);
  app.addHook('onClose', () => messages.close());
  const restocks = restockTellers({ mail: outbox, messages, publicUrl: config.publicUrl });
  const media = createMediaStore(config.mediaStore, { db, mediaRoot: mediaDir(config) });
  app.decorate('mediaStore', media);
  const auth = installBearerAuth(app, db, tokens);
  const limits = await installRateLimits(app, db);
  const staffAuth = installStaffAuth(app, db, config.staffSessions, `${API_PREFIX}/admin`);
  const passwords = passwordHasher(config.passwordHashCost);
  const staffDeps: StaffDeps = {
    db,
    box: new TotpSecretBox(secret),
    sessionLimits: config.staffSessions,
    passwords,
    outbox,
    publicUrl: config.publicUrl,
  };
  const caches = await installCaches(app, { config, db });
  const shiprocket = new Shiprocket(config.shiprocket);
  const serviceability = new Serviceability(shiprocket, config.shiprocket.pickupPincode, () => new Date(), {
    log: app.log,
    ...(caches.estimates ? { store: caches.estimates } : {}),
  });
  const orderDeps: OrderDeps = {
    db,
    razorpay: new Razorpay(config.razorpay),
    shiprocket,
    serviceability,
    seller: config.seller,
    log: app.log,
    metrics: storeMetrics(metrics, { db, pool }),
    outbox,
    messages,
  };
  // The buyer's answer to the cash-on-delivery question, tapped under the WhatsApp message.
  replyHandlers.cod = codReplyHandler({ ...orderDeps, outbox }, codLinks);
  const returnDeps: ReturnDeps = {
    db,
    shiprocket,
    outbox,
    storeMailbox: config.storeMailbox,
    seller: config.seller,
    warehousePincode: config.shiprocket.pickupPincode,
    log: app.log,
    recordRefund: returnRefunds(config.seller),
    shipments: orderDeps,
  };
  if (config.retryIntervalSeconds > 0) {
    const stop = runAsService(metrics, () =>
      startRetryWorker(orderDeps, config.retryIntervalSeconds, [
        () => bookDuePickups(returnDeps),
        // Sizes put back on sale by a cancellation or a return tell the shoppers waiting for them.
        () => restocks.sweep(db),
      ]),
    );
    app.addHook('onClose', async () => stop());
  }

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Sutra commerce API',
        description: 'REST API of the Sutra menswear store. Money is in rupees; ids are UUIDs.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          /** The back office's opaque session token (`POST /admin/session`); a buyer's JWT is never one. */
          staffSession: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await registerApiDocsPage(app);

  await app.register(
    async (v1) => {
      await v1.register(catalogRoutes(db));
      await v1.register(catalogChangeRoutes({ db, feed: caches.changes }));
      await v1.register(reviewRoutes({ db, auth, limits }));
      await v1.register(wishlistRoutes({ db, auth }));
      await v1.register(cartRoutes({ db, auth }));
      await v1.register(
        accountRoutes({ db, tokens, outbox, codes, passwords, storeMailbox: config.storeMailbox, auth, limits }),
      );
      await v1.register(
        phoneRoutes({ db, tokens, outbox, codes, messages, storeMailbox: config.storeMailbox, auth, limits }),
      );
      await v1.register(couponRoutes({ db, auth }));
      await v1.register(checkoutRoutes({ deps: orderDeps, auth, limits }));
      await v1.register(orderRoutes({ deps: orderDeps, auth, shippingWebhookToken: config.shiprocket.webhookToken }));
      await v1.register(membershipRoutes({ db, auth }));
      await v1.register(invoiceRoutes({ db, auth, seller: config.seller }));
      await v1.register(serviceabilityRoutes({ serviceability, limits }));
      await v1.register(
        supportRoutes({
          db,
          auth,
          limits,
          mail: { outbox, storeMailbox: config.storeMailbox, publicUrl: config.publicUrl },
          media,
        }),
      );
      await v1.register(staffRoutes({ ...staffDeps, staffAuth, limits }));
      await v1.register(auditRoutes({ db, staffAuth }));
      await v1.register(adminProductRoutes({ db, media, staffAuth, restocks }));
      await v1.register(stockAlertRoutes({ db, limits }));
      await v1.register(homepageAdminRoutes({ db, staffAuth }));
      await v1.register(couponAdminRoutes({ db, staffAuth }));
      await v1.register(returnAdminRoutes({ deps: returnDeps, staffAuth }));
      await v1.register(buyerReturnRoutes({ db, auth }));
      await v1.register(categoryAdminRoutes({ db, staffAuth }));
      await v1.register(customerAdminRoutes({ db, staffAuth }));
      await v1.register(inboxAdminRoutes({ db, outbox, staffAuth }));
      await v1.register(
        orderAdminRoutes({
          deps: orderDeps,
          staffAuth,
          seller: config.seller,
          codConfirmHours: config.codConfirmHours,
        }),
      );
      await v1.register(codConfirmationRoutes({ deps: { ...orderDeps, outbox }, links: codLinks }));
      await v1.register(
        messageWebhookRoutes({ db, outbox: messages, replyHandlers, log: app.log, config: config.messaging }),
      );
      await v1.register(refundAdminRoutes({ deps: { ...orderDeps, outbox }, staffAuth }));
      v1.get('/docs', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: API_PREFIX },
  );

  await registerMedia(app, media);
  app.decorate('lifecycle', installLifecycle(app, { ready: apiReadiness(db, config) }));
  return app;
}
