import { runService } from '@sutra/settings';
import { startTracing, stopTracing } from '@sutra/telemetry';
import { loadSandboxConfig } from './config.js';
import { startSandbox } from './server.js';

/** `pnpm --filter @sutra/sandbox start`: the third-party stand-ins alone, configured by the environment. */
await startTracing({ serviceName: 'sutra-sandbox' });
await runService(async () => {
  const sandbox = await startSandbox(loadSandboxConfig());
  console.log(
    `Sutra sandbox on ${sandbox.url}, SMTP on port ${sandbox.smtpPort}` +
      `\n  mail inbox: ${sandbox.url}/sandbox/mail` +
      `\n  Razorpay: ${sandbox.url}/razorpay/v1 (checkout.js at ${sandbox.url}/razorpay/v1/checkout.js)` +
      `\n  Shiprocket: ${sandbox.url}/shiprocket/v1/external (shipments: ${sandbox.url}/sandbox/shiprocket/orders)`,
  );
  return {
    drain: () => sandbox.drain(),
    close: async (options) => {
      await sandbox.close(options);
      await stopTracing();
    },
  };
});
