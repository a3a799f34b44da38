import type { WhatsAppSandboxConfig } from '../config.js';
import type { SandboxContext, SandboxProvider } from '../provider.js';
import { WebhookOutbox } from '../webhook-outbox.js';
import { whatsappApi } from './api-routes.js';
import { whatsappControls } from './controls.js';
import { WhatsAppService } from './service.js';
import { WhatsAppStore } from './store.js';

export interface WhatsAppProvider extends SandboxProvider {
  service: WhatsAppService;
}

/** Webhooks the api did not take are sent again, as Meta does (it keeps trying for days): 5 attempts, 250 ms doubling. */
export const WHATSAPP_WEBHOOK_RETRY = { attempts: 5, firstDelayMs: 250 };

/** WhatsApp: the Cloud API's send endpoint under `/whatsapp`, the inbox and its switches under `/sandbox/whatsapp`. */
export function whatsappProvider(config: WhatsAppSandboxConfig, context: SandboxContext): WhatsAppProvider {
  const service = new WhatsAppService(
    new WhatsAppStore(),
    new WebhookOutbox(context, 500, WHATSAPP_WEBHOOK_RETRY),
    config,
  );
  return {
    name: 'whatsapp',
    service,
    api: whatsappApi(service),
    controls: whatsappControls(service),
    close: () => service.outbox.settle(),
  };
}
