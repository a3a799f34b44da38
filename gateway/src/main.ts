import { runService } from '@sutra/settings';
import { loadGatewayConfig } from './config.js';
import { startGateway } from './server.js';

/** `pnpm --filter @sutra/gateway start`: the gateway alone, calling the api at API_URL. */
await runService(() => startGateway(loadGatewayConfig()));
