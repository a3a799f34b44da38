import type { SmsSandboxConfig } from '../config.js';
import type { SandboxContext, SandboxProvider } from '../provider.js';
import { WebhookOutbox } from '../webhook-outbox.js';
import { smsApi } from './api-routes.js';
import { smsControls } from './controls.js';
import { SmsService } from './service.js';
import { SmsStore } from './store.js';

export interface SmsProvider extends SandboxProvider {
  service: SmsService;
}

/** Status callbacks the api did not take are sent again: 5 attempts, 250 ms doubling. */
export const SMS_CALLBACK_RETRY = { attempts: 5, firstDelayMs: 250 };

/** SMS: Twilio's Messages API under `/sms`, the inbox and its switches under `/sandbox/sms`. */
export function smsProvider(config: SmsSandboxConfig, context: SandboxContext): SmsProvider {
  const service = new SmsService(new SmsStore(), new WebhookOutbox(context, 500, SMS_CALLBACK_RETRY), config);
  return {
    name: 'sms',
    service,
    api: smsApi(service),
    controls: smsControls(service),
    close: () => service.outbox.settle(),
  };
}
