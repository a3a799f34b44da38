import type { ShiprocketSandboxConfig } from '../config.js';
import type { SandboxContext, SandboxProvider } from '../provider.js';
import { WebhookOutbox } from '../webhook-outbox.js';
import { shiprocketApi } from './api-routes.js';
import { shiprocketControls } from './controls.js';
import { ShiprocketService } from './service.js';
import { ShiprocketStore } from './store.js';

export interface ShiprocketProvider extends SandboxProvider {
  service: ShiprocketService;
}

/**
 * Shiprocket: its external API under `/shiprocket`, controls under `/sandbox/shiprocket`, and a clock that moves each
 * shipment one status on `advanceSeconds` after its last change (none when 0, as in tests).
 */
export function shiprocketProvider(config: ShiprocketSandboxConfig, context: SandboxContext): ShiprocketProvider {
  const service = new ShiprocketService(new ShiprocketStore(), new WebhookOutbox(context), config);
  let clock: NodeJS.Timeout | undefined;
  return {
    name: 'shiprocket',
    service,
    api: shiprocketApi(service),
    controls: shiprocketControls(service),
    start: async () => {
      if (config.advanceSeconds <= 0) return;
      const tickMs = Math.min(1000, config.advanceSeconds * 1000);
      clock = setInterval(() => service.advanceDue(config.advanceSeconds), tickMs);
      clock.unref();
    },
    close: async () => {
      if (clock) clearInterval(clock);
      service.serviceability.releaseHangs();
      await service.outbox.settle();
    },
  };
}
