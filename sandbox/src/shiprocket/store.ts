import { randomInt } from 'node:crypto';
import type { ShipmentStatus } from './statuses.js';

/** One scan of a shipment, as `shipment_track_activities` and webhook `scans` list them. */
export interface ShipmentActivity {
  date: string;
  status: string;
  activity: string;
  location: string;
  'sr-status': string;
  'sr-status-label': ShipmentStatus;
}

/** An adhoc order and its one shipment, as the sandbox keeps them. */
export interface Shipment {
  /** Shiprocket's order id (what the store keeps as `shiprocketOrderId`). */
  orderId: number;
  shipmentId: number;
  /** The merchant's own order id (`order_id` in the adhoc or return request). */
  channelOrderId: string;
  /** A return order: the courier collects from the buyer (`pickup_*`) and delivers to the seller. */
  isReturn: boolean;
  status: ShipmentStatus;
  awbCode: string | null;
  courierName: string | null;
  courierCompanyId: number | null;
  pickupDate: Date | null;
  /** Estimated delivery: the booked courier's (`assign/awb`), else three days from pickup. */
  edd: Date | null;
  /** When a courier was booked through `assign/awb` (null: the account's default courier, at READY_TO_SHIP). */
  assignedAt?: Date | null;
  deliveredDate: Date | null;
  consigneeName: string;
  destination: string;
  /** Where it goes (`shipping_pincode`, or the billing one when it ships to the billing address). */
  deliveryPincode: string;
  /** The merchant's `order_date` (India time) as a moment: serviceability's dates for an AWB count from it. */
  orderDate: Date;
  /** `COD`: the courier collects `codAmount` rupees at the door. */
  paymentMethod: 'Prepaid' | 'COD';
  /** Rupees to collect on delivery (0 for a prepaid order): sub total, shipping and transaction charges. */
  codAmount: number;
  weight: number;
  /** The units the parcel holds (the order's items, as last created or updated). */
  units: number;
  createdAt: Date;
  /** When the status last changed (the clock advances a shipment this long after it). */
  changedAt: number;
  /** Oldest first. */
  activities: ShipmentActivity[];
}

export const DEFAULT_SHIPMENT_CAPACITY = 5000;

/** Shipments and login tokens, **in memory only** and bounded (the oldest shipments go past `capacity`). */
export class ShiprocketStore {
  readonly shipments = new Map<number, Shipment>();
  private readonly byChannelOrder = new Map<string, number>();
  /** Login tokens and when they expire (ms). */
  readonly tokens = new Map<string, number>();
  /** While true, every Shiprocket API call answers 503 (outage tests). */
  outage = false;
  private nextOrderId = 300_000_000 + randomInt(1_000_000) * 10;

  constructor(private readonly capacity = DEFAULT_SHIPMENT_CAPACITY) {}

  newIds(): { orderId: number; shipmentId: number } {
    const orderId = this.nextOrderId++;
    return { orderId, shipmentId: orderId - 500_000 };
  }

  add(shipment: Shipment): void {
    this.shipments.set(shipment.orderId, shipment);
    this.byChannelOrder.set(shipment.channelOrderId, shipment.orderId);
    while (this.shipments.size > this.capacity) {
      const oldest = this.shipments.values().next().value;
      if (!oldest) break;
      this.shipments.delete(oldest.orderId);
      this.byChannelOrder.delete(oldest.channelOrderId);
    }
  }

  byChannelOrderId(channelOrderId: string): Shipment | undefined {
    const id = this.byChannelOrder.get(channelOrderId);
    return id === undefined ? undefined : this.shipments.get(id);
  }

  byShipmentId(shipmentId: number): Shipment | undefined {
    return this.shipments.get(shipmentId + 500_000);
  }

  byAwb(awb: string): Shipment | undefined {
    return [...this.shipments.values()].find((s) => s.awbCode === awb);
  }
}
