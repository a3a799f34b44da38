export {
  loadSandboxConfig,
  type RazorpaySandboxConfig,
  type SandboxConfig,
  type ShiprocketSandboxConfig,
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
export type { WebhookDelivery, WebhookEvent } from './webhook-outbox.js';
