import type { InvoiceSeller } from '@sutra/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import type { Outbox } from '../mail/outbox.js';
import type { ShipmentDeps } from '../orders/shipments.js';
import type { Shiprocket } from '../providers/shiprocket.js';
import type { RecordReturnRefund } from './refund-call.js';

/** What working returns needs: the database, Shiprocket (return pickups), the mail outbox, the refund service. */
export interface ReturnDeps {
  db: Db;
  shiprocket: Shiprocket;
  outbox: Outbox;
  /** The store's mailbox, which the buyer's mails answer to. */
  storeMailbox: string;
  /** The store as its invoices name it: its address is the warehouse the pickups go to. */
  seller: InvoiceSeller;
  /** The warehouse's pincode (Shiprocket's pickup location's). */
  warehousePincode: string;
  log: FastifyBaseLogger;
  /** Records a refund in the caller's transaction (the refunds domain's service; `refund-call.ts`). */
  recordRefund: RecordReturnRefund;
  /** Ships an exchange's replacement order (the orders domain's normal shipment path). */
  shipments: ShipmentDeps;
}
