import type { InvoiceSeller } from '@sutra/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import type { Outbox } from '../mail/outbox.js';
import type { MessageOutbox } from '../messaging/message.js';
import type { Razorpay } from '../providers/razorpay.js';
import type { Shiprocket } from '../providers/shiprocket.js';
import type { PincodeReachSource } from '../serviceability/pincode-reach.js';
import type { OrderMetrics } from '../telemetry/store-metrics.js';

/** What placing, shipping and refunding orders needs. */
export interface OrderDeps {
  db: Db;
  razorpay: Razorpay;
  shiprocket: Shiprocket;
  /** Whether and how a courier reaches a pincode (cash on delivery, and no checkout to a pincode never reached). */
  serviceability: PincodeReachSource;
  /** The store as its tax invoices name it (issued with every order). */
  seller: InvoiceSeller;
  log: FastifyBaseLogger;
  /** Counts orders placed and payments refused (`/metrics`); absent where nobody watches (tests). */
  metrics?: OrderMetrics | undefined;
  /** Mails the buyer of a cash-on-delivery order the link that confirms it; absent where no mail is sent. */
  outbox?: Outbox | undefined;
  /** Tells the buyer's phone the order's news (WhatsApp or SMS); absent where no message is sent. */
  messages?: MessageOutbox | undefined;
}
