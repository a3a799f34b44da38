import type { RazorpaySandboxConfig } from '../config.js';
import type { SandboxContext, SandboxProvider } from '../provider.js';
import { WebhookOutbox } from '../webhook-outbox.js';
import { razorpayApi } from './api-routes.js';
import { razorpayControls } from './controls.js';
import { RazorpayService } from './service.js';
import { RazorpayStore } from './store.js';

export interface RazorpayProvider extends SandboxProvider {
  service: RazorpayService;
}

/** Razorpay: its orders API and checkout.js under `/razorpay`, pay and webhook controls under `/sandbox/razorpay`. */
export function razorpayProvider(config: RazorpaySandboxConfig, context: SandboxContext): RazorpayProvider {
  const service = new RazorpayService(new RazorpayStore(), new WebhookOutbox(context), config);
  return {
    name: 'razorpay',
    service,
    api: razorpayApi(service),
    controls: razorpayControls(service),
    close: () => service.outbox.settle(),
  };
}
