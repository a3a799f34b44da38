import { loadGatewayConfig } from './config.js';
import { startGateway } from './server.js';

/** `pnpm --filter @sutra/gateway start`: the gateway alone, calling the api at API_URL. */
try {
  const gateway = await startGateway(loadGatewayConfig());
  const stop = async () => {
    await gateway.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
