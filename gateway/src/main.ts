import { runService } from '@sutra/settings';
import { startTracing, stopTracing } from '@sutra/telemetry';
import { loadGatewayConfig } from './config.js';
import { startGateway } from './server.js';

/** `pnpm --filter @sutra/gateway start`: the gateway alone, calling the api at API_URL. */
await startTracing({ serviceName: 'sutra-gateway' });
await runService(async () => {
  const gateway = await startGateway(loadGatewayConfig());
  return {
    drain: () => gateway.drain(),
    close: async (options) => {
      await gateway.close(options);
      await stopTracing();
    },
  };
});
