export {
  loadSandboxConfig,
  type RazorpaySandboxConfig,
  type SandboxConfig,
  type ShiprocketSandboxConfig,
  type SmsSandboxConfig,
  type WhatsAppSandboxConfig,
} from './config.js';
export { type MailboxClient, mailboxClient } from './mail/client.js';
export type { MailJson } from './mail/routes.js';
export type { SandboxContext, SandboxProvider } from './provider.js';
export {
  type PayOptions,
  type PayOutcome,
  type RazorpaySandboxClient,
  razorpaySandboxClient,
  type UpiIntentStarted,
  type UpiPayOptions,
} from './razorpay/client.js';
export type {
  RazorpayCardPayment,
  RazorpayError,
  RazorpayOrder,
  RazorpayPayment,
  RazorpayUpiPayment,
} from './razorpay/entities.js';
export type { CheckoutSuccess } from './razorpay/service.js';
export { TEST_CARDS } from './razorpay/test-cards.js';
export { TEST_VPAS } from './razorpay/upi.js';
export { buildSandboxApp, type RunningSandbox, startSandbox } from './server.js';
export {
  type AdvanceAnswer,
  type SandboxShipment,
  type ShiprocketSandboxClient,
  shiprocketSandboxClient,
} from './shiprocket/client.js';
export type { TrackingData } from './shiprocket/service.js';
export type { AvailableCourier, CourierPlan, ServiceabilityAnswer } from './shiprocket/serviceability.js';
export type { ServiceabilityAsk } from './shiprocket/serviceability-desk.js';
export type { ShipmentStatus } from './shiprocket/statuses.js';
export { type SmsSandboxClient, smsSandboxClient } from './sms/client.js';
export type { SmsJson } from './sms/controls.js';
export { twilioSignature } from './sms/signature.js';
export type { TwilioError } from './sms/twilio-errors.js';
export type { WebhookDelivery, WebhookEvent } from './webhook-outbox.js';
export { type QuickReplyAnswer, type WhatsAppSandboxClient, whatsappSandboxClient } from './whatsapp/client.js';
export type { WhatsAppJson } from './whatsapp/controls.js';
export type { GraphError } from './whatsapp/graph-errors.js';
export type { SentButton } from './whatsapp/store.js';
export type { MessageTemplate } from './whatsapp/templates.js';
export { hubSignature } from './whatsapp/webhooks.js';
