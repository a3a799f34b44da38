/**
 * `pnpm start`: builds what is stale (generated GraphQL code, the web app), then runs the sandbox (third-party
 * stand-ins: mail, Razorpay, Shiprocket), the api and the gateway in one process, each on its own port, the gateway
 * calling the api over HTTP, the api mailing the sandbox over SMTP and paying and shipping through its Razorpay and
 * Shiprocket, whose webhooks come back to the api — as in production. The first start migrates and seeds the database.
 */
import { DEMO_OWNER_LOGIN } from '../settings/src/sandbox-defaults.js';
import { CODEGEN, runStaleSteps, WEB_BUILD } from './build-steps.js';
import { createDevLog, serviceLogStream } from './dev/logs.js';

runStaleSteps([CODEGEN, WEB_BUILD]);
// Loaded after the steps, so the services run the code just generated.
const { loadApiConfig, startApi } = await import('../api/src/index.js');
const { loadGatewayConfig, startGateway } = await import('../gateway/src/index.js');
const { loadSandboxConfig, startSandbox } = await import('../sandbox/src/index.js');
const { runService } = await import('../settings/src/index.js');
const { startTracing, stopTracing } = await import('../telemetry/src/index.js');

// In a terminal each service's lines are made readable and marked with its name; elsewhere they stay JSON.
const log = process.stdout.isTTY ? createDevLog(process.stdout) : undefined;
const logsOf = (service: string) => (log ? { logStream: serviceLogStream(log, service) } : {});

// One process, one tracer: its spans are all `sutra` unless OTEL_SERVICE_NAME names it (each span names its route).
await startTracing({ serviceName: 'sutra' });
await runService(async () => {
  // In one process PORT names the gateway's port (the store's address); the api and the sandbox keep their own
  // (API_PORT, SANDBOX_PORT). The api mails, pays, ships and messages through the sandbox unless SMTP_URL,
  // RAZORPAY_API_URL, SHIPROCKET_API_URL, SMS_API_URL and WHATSAPP_API_URL say otherwise (then set the matching keys too).
  const apiPort = process.env.API_PORT ?? '4001';
  // Likewise METRICS_PORT, when set, is the gateway's; the api's and the sandbox's metrics take the two ports after it
  // (0: each any free port).
  const metricsPort = (offset: number) => {
    const base = process.env.METRICS_PORT;
    if (!base) return undefined;
    return Number(base) === 0 ? '0' : String(Number(base) + offset);
  };
  const sandbox = await startSandbox(
    loadSandboxConfig({
      ...process.env,
      METRICS_PORT: metricsPort(2),
      PORT: process.env.SANDBOX_PORT ?? '4002',
      HOST: '127.0.0.1',
      API_URL: `http://127.0.0.1:${apiPort}`,
    }),
    logsOf('sandbox'),
  );
  const api = await startApi(
    loadApiConfig({
      ...process.env,
      METRICS_PORT: metricsPort(1),
      PORT: apiPort,
      SMTP_URL: process.env.SMTP_URL ?? `smtp://127.0.0.1:${sandbox.smtpPort}`,
      RAZORPAY_API_URL: process.env.RAZORPAY_API_URL ?? `${sandbox.url}/razorpay`,
      SHIPROCKET_API_URL: process.env.SHIPROCKET_API_URL ?? `${sandbox.url}/shiprocket`,
      SMS_API_URL: process.env.SMS_API_URL ?? `${sandbox.url}/sms`,
      WHATSAPP_API_URL: process.env.WHATSAPP_API_URL ?? `${sandbox.url}/whatsapp`,
      API_PUBLIC_URL: process.env.API_PUBLIC_URL ?? `http://127.0.0.1:${apiPort}`,
    }),
    logsOf('api'),
  );
  sandbox.setApiUrl(api.url);
  const sandboxPort = new URL(sandbox.url).port;
  const gateway = await startGateway(
    loadGatewayConfig({
      ...process.env,
      API_URL: api.url,
      // The browser loads checkout.js itself, so it gets the sandbox's address as the browser reaches it.
      RAZORPAY_CHECKOUT_URL:
        process.env.RAZORPAY_CHECKOUT_URL ?? `http://localhost:${sandboxPort}/razorpay/v1/checkout.js`,
    }),
    logsOf('gateway'),
  );
  const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${new URL(gateway.url).port}`;
  console.log(
    `\n  Sutra is open at ${publicUrl}\n  GraphQL explorer: ${publicUrl}/graphql\n  REST API docs: ${api.url}/API/v1/docs/ui` +
      `\n  Mail the store sent: ${sandbox.url}/sandbox/mail\n  Demo buyer: demo@sutra.in / sutra-demo` +
      `\n  Demo owner (back office): ${DEMO_OWNER_LOGIN.email} / ${DEMO_OWNER_LOGIN.password}, TOTP secret ${DEMO_OWNER_LOGIN.totpSecret}` +
      `\n  Test cards: 4111 1111 1111 1111 pays, 4000 0000 0000 0002 is declined` +
      `\n  Shipments advance every ${process.env.SHIPROCKET_ADVANCE_SECONDS ?? '30'} s; list them: ${sandbox.url}/sandbox/shiprocket/orders\n`,
  );
  // All three turn unready together when the process is told to stop; then they close front to back within one
  // deadline: the gateway stops taking shoppers first, the sandbox (which the api calls) goes last.
  return {
    drain: () => {
      gateway.drain();
      api.drain();
      sandbox.drain();
    },
    close: async (options) => {
      await gateway.close(options);
      await api.close(options);
      await sandbox.close(options);
      await stopTracing();
    },
  };
});
