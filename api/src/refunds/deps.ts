import type { InvoiceSeller } from '@sutra/rules';
import type { Outbox } from '../mail/outbox.js';
import type { MessageOutbox } from '../messaging/message.js';
import type { Shiprocket } from '../providers/shiprocket.js';
import type { RefundDeps } from './send.js';

/** What cancelling and refunding orders needs: refunds' own, Shiprocket (to cancel a shipment), credit notes, mail. */
export interface MoneyDeps extends RefundDeps {
  shiprocket: Shiprocket;
  seller: InvoiceSeller;
  outbox: Outbox;
  /** Tells the buyer's phone of a refund or a cancellation; absent where no message is sent. */
  messages?: MessageOutbox | undefined;
}
