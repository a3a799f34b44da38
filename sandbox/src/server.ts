import {
  type CloseOptions,
  type HttpTimeouts,
  httpTimeoutOptions,
  installLifecycle,
  installRequestDeadline,
  LIFECYCLE_SERVER_OPTIONS,
} from '@sutra/settings';
import { installTelemetry, ServiceMetrics, serveMetrics, tracedServerFactory, traceLogFields } from '@sutra/telemetry';
import Fastify, { type FastifyInstance } from 'fastify';
import type { SandboxConfig } from './config.js';
import { mailProvider } from './mail/provider.js';
import type { MailStore } from './mail/store.js';
import type { SandboxContext, SandboxProvider } from './provider.js';
import { razorpayProvider } from './razorpay/provider.js';
import type { RazorpayService } from './razorpay/service.js';
import { shiprocketProvider } from './shiprocket/provider.js';
import type { ShiprocketService } from './shiprocket/service.js';
import { smsProvider } from './sms/provider.js';
import type { SmsService } from './sms/service.js';
import { whatsappProvider } from './whatsapp/provider.js';
import type { WhatsAppService } from './whatsapp/service.js';

export interface RunningSandbox {
  /** The HTTP origin, e.g. `http://127.0.0.1:4002`. */
  url: string;
  /** Where `/metrics` is served (METRICS_PORT), if anywhere. */
  metricsUrl: string | undefined;
  smtpPort: number;
  /** Received mail, for code in the same process (tests should rather read `GET /sandbox/mail`). */
  mail: MailStore;
  /** Razorpay's orders, payments and webhooks (tests should rather use `razorpaySandboxClient`). */
  razorpay: RazorpayService;
  /** Shiprocket's shipments and webhooks (tests should rather use `shiprocketSandboxClient`). */
  shiprocket: ShiprocketService;
  /** Twilio's sent SMS and status callbacks (tests should rather use `smsSandboxClient`). */
  sms: SmsService;
  /** WhatsApp's template messages and webhooks (tests should rather use `whatsappSandboxClient`). */
  whatsapp: WhatsAppService;
  /** Points webhooks at the api once its address is known (harnesses start the sandbox first). */
  setApiUrl(url: string): void;
  /** Points the WhatsApp templates' shop links at the store once its address is known (PUBLIC_URL before that). */
  setPublicUrl(url: string): void;
  /** Turns `/ready` to 503 while everything else is still served (the start of a drain). */
  drain(): void;
  /** Stops accepting, finishes requests in flight (cut off at `options.deadline`), then stops every provider. */
  close(options?: CloseOptions): Promise<void>;
}

/** The sandbox's HTTP surface: each provider's API at `/<name>`, its controls at `/sandbox/<name>`. */
export async function buildSandboxApp(
  providers: readonly SandboxProvider[],
  options: { logLevel: string; httpTimeouts: HttpTimeouts; logStream?: NodeJS.WritableStream | undefined },
): Promise<FastifyInstance> {
  const timeouts = options.httpTimeouts;
  const app = Fastify({
    logger:
      options.logLevel === 'silent'
        ? false
        : {
            level: options.logLevel,
            mixin: traceLogFields,
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    serverFactory: tracedServerFactory,
    ...httpTimeoutOptions(timeouts),
    ...LIFECYCLE_SERVER_OPTIONS,
  });
  installTelemetry(app, new ServiceMetrics('sandbox'));
  installRequestDeadline(app, timeouts);
  for (const provider of providers) {
    if (provider.api) await app.register(provider.api, { prefix: `/${provider.name}` });
    if (provider.controls) await app.register(provider.controls, { prefix: `/sandbox/${provider.name}` });
  }
  // Ready once listening (its providers start before the HTTP server), until it drains.
  app.decorate('lifecycle', installLifecycle(app));
  return app;
}

/**
 * Starts every provider's listeners and the HTTP server; `close()` stops them all. Log lines go to standard output
 * unless `options.logStream` takes them (`pnpm start` makes them readable in a terminal).
 */
export async function startSandbox(
  config: SandboxConfig,
  options: { logStream?: NodeJS.WritableStream } = {},
): Promise<RunningSandbox> {
  // Read by the webhook-sending providers (Razorpay, Shiprocket, SMS, WhatsApp) at each delivery, so `setApiUrl` takes effect at once.
  const context: SandboxContext = { apiUrl: config.apiUrl };
  const mail = mailProvider({ smtpPort: config.smtpPort, host: config.host });
  const razorpay = razorpayProvider(config.razorpay, context);
  const shiprocket = shiprocketProvider(config.shiprocket, context);
  const sms = smsProvider(config.sms, context);
  const whatsapp = whatsappProvider(config.whatsapp, context);
  const providers: SandboxProvider[] = [mail, razorpay, shiprocket, sms, whatsapp];

  const started: SandboxProvider[] = [];
  const stopProviders = async () => {
    for (const provider of started.reverse()) await provider.close?.();
  };
  try {
    for (const provider of providers) {
      await provider.start?.();
      started.push(provider);
    }
    const app = await buildSandboxApp(providers, {
      logLevel: config.logLevel,
      httpTimeouts: config.httpTimeouts,
      logStream: options.logStream,
    });
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
    const metrics = config.metrics
      ? await serveMetrics(app.serviceMetrics, config.metrics, config.httpTimeouts)
      : undefined;
    return {
      url: `http://${host}:${port}`,
      metricsUrl: metrics?.url,
      smtpPort: mail.smtpPort,
      mail: mail.store,
      razorpay: razorpay.service,
      shiprocket: shiprocket.service,
      sms: sms.service,
      whatsapp: whatsapp.service,
      setApiUrl: (url) => {
        context.apiUrl = url.replace(/\/$/, '');
      },
      setPublicUrl: (url) => {
        whatsapp.service.publicUrl = url.replace(/\/$/, '');
      },
      drain: () => app.lifecycle.drain(),
      close: async (options) => {
        await app.lifecycle.close(options);
        await metrics?.close();
        await stopProviders();
      },
    };
  } catch (error) {
    await stopProviders();
    throw error;
  }
}
