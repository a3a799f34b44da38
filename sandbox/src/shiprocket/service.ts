import { randomBytes, randomInt } from 'node:crypto';
import type { ShiprocketSandboxConfig } from '../config.js';
import type { WebhookDelivery, WebhookOutbox } from '../webhook-outbox.js';
import {
  type AdhocOrder,
  adhocOrderSchema,
  collectable,
  shippingAddressSchema,
  validationErrors,
} from './adhoc-order.js';
import { type AwbAnswer, assignAwbSchema, couriersFor, etdMoment, PICKUP_POSTCODE } from './awb-assignment.js';
import { indiaMoment, shiprocketDate, webhookTimestamp } from './dates.js';
import { type ReturnOrder, returnOrderSchema } from './return-order.js';
import { ServiceabilityDesk } from './serviceability-desk.js';
import { ACTIVITY, isFinal, nextStatus, type ShipmentStatus, STATUS_IDS } from './statuses.js';
import type { Shipment, ShiprocketStore } from './store.js';

/** Where the sandbox posts Shiprocket's status webhooks: the api's route for them. */
export const SHIPPING_WEBHOOK_PATH = '/API/v1/shipping/webhook';

/** Shiprocket's tokens last 10 days. */
const TOKEN_TTL_MS = 10 * 24 * 60 * 60 * 1000;
const ORIGIN = 'Jaipur';
const CHANNEL_ID = 4_242_001;
const COMPANY_NAME = 'Sutra Menswear';
const COURIER = { name: 'Delhivery Surface', companyId: 43 };
const DAY_MS = 24 * 60 * 60 * 1000;
/** Statuses the courier reaches only once it has picked the parcel up. */
const COURIER_HAS_IT: ReadonlySet<ShipmentStatus> = new Set([
  'SHIPPED',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
  'RTO',
  'RTO_INITIATED',
  'RTO_DELIVERED',
  'RETURN PICKED UP',
  'RETURN IN TRANSIT',
  'RETURN DELIVERED',
]);

/** Shiprocket's error answer. */
export interface ShiprocketFailure {
  ok: false;
  status: number;
  body: { message: string; status_code: number; errors?: Record<string, string[]> };
}

const failure = (status: number, message: string, errors?: Record<string, string[]>): ShiprocketFailure => ({
  ok: false,
  status,
  body: { message, status_code: status, ...(errors ? { errors } : {}) },
});

/** `POST …/orders/create/adhoc`'s answer. */
export interface AdhocOrderAnswer {
  order_id: number;
  channel_order_id: string;
  shipment_id: number;
  status: ShipmentStatus;
  status_code: number;
  onboarding_completed_now: 0;
  awb_code: string | null;
  courier_company_id: number | null;
  courier_name: string | null;
}

/** `POST …/orders/create/return`'s answer. */
export interface ReturnOrderAnswer {
  order_id: number;
  shipment_id: number;
  status: ShipmentStatus;
  status_code: number;
  company_name: string;
}

/** One shipment's `tracking_data`, as Shiprocket's tracking endpoints answer it. */
export interface TrackingData {
  /** 1 once the courier has the parcel (an AWB is assigned), else 0. */
  track_status: 0 | 1;
  shipment_status: number;
  shipment_track: {
    id: number;
    awb_code: string;
    courier_company_id: number | null;
    shipment_id: number;
    order_id: number;
    pickup_date: string | null;
    delivered_date: string | null;
    weight: string;
    packages: number;
    current_status: ShipmentStatus;
    delivered_to: string;
    destination: string;
    consignee_name: string;
    origin: string;
    courier_agent_details: null;
    courier_name: string;
    edd: string | null;
    pod: string;
    pod_status: string;
  }[];
  shipment_track_activities: Shipment['activities'];
  track_url: string;
  etd: string | null;
  qc_response: { qc_image: string; qc_failed_reason: string };
}

/** Shiprocket's login, adhoc orders, tracking, serviceability and status webhooks, as the sandbox plays them. */
export class ShiprocketService {
  /** Courier serviceability: its answers, failure switch, clock and the requests received. */
  readonly serviceability = new ServiceabilityDesk();

  constructor(
    readonly store: ShiprocketStore,
    readonly outbox: WebhookOutbox,
    readonly config: ShiprocketSandboxConfig,
  ) {}

  login(email: unknown, password: unknown): { ok: true; body: Record<string, unknown> } | ShiprocketFailure {
    if (email !== this.config.email || password !== this.config.password) {
      return failure(400, 'Invalid email and password combination');
    }
    const token = randomBytes(24).toString('base64url');
    this.store.tokens.set(token, Date.now() + TOKEN_TTL_MS);
    return {
      ok: true,
      body: {
        id: 1_001,
        first_name: 'Sutra',
        last_name: 'API',
        email,
        company_id: 42_001,
        created_at: shiprocketDate(new Date()),
        token,
      },
    };
  }

  isValidToken(token: string): boolean {
    const expires = this.store.tokens.get(token);
    return expires !== undefined && expires > Date.now();
  }

  /**
   * Creates an adhoc order and its shipment (status NEW). Shiprocket keys adhoc orders by the merchant's `order_id`,
   * so sending the same one again answers the order already made: a retry after a lost answer makes no duplicate.
   */
  createOrder(body: unknown): { ok: true; body: AdhocOrderAnswer } | ShiprocketFailure {
    const parsed = adhocOrderSchema.safeParse(body);
    if (!parsed.success) return failure(422, 'Oops! Invalid Data.', validationErrors(parsed.error.issues));
    const order: AdhocOrder = parsed.data;
    const shipsToBilling = order.shipping_is_billing === true || order.shipping_is_billing === 1;
    if (!shipsToBilling) {
      const shipping = shippingAddressSchema.safeParse(body);
      if (!shipping.success) return failure(422, 'Oops! Invalid Data.', validationErrors(shipping.error.issues));
    }
    const existing = this.store.byChannelOrderId(order.order_id);
    if (existing) return { ok: true, body: this.adhocAnswer(existing) };

    const raw = body as Record<string, unknown>;
    const pick = (field: string, fallback: string) => (shipsToBilling ? fallback : String(raw[field] ?? fallback));
    const now = new Date();
    const shipment: Shipment = {
      ...this.store.newIds(),
      channelOrderId: order.order_id,
      isReturn: false,
      status: 'NEW',
      awbCode: null,
      courierName: null,
      courierCompanyId: null,
      pickupDate: null,
      edd: null,
      deliveredDate: null,
      consigneeName: pick(
        'shipping_customer_name',
        `${order.billing_customer_name} ${order.billing_last_name ?? ''}`.trim(),
      ),
      destination: pick('shipping_city', order.billing_city),
      deliveryPincode: pick('shipping_pincode', order.billing_pincode),
      orderDate: indiaMoment(order.order_date) ?? now,
      paymentMethod: order.payment_method,
      codAmount: order.payment_method === 'COD' ? collectable(order) : 0,
      weight: order.weight,
      units: order.order_items.reduce((n, item) => n + item.units, 0),
      createdAt: now,
      changedAt: now.getTime(),
      activities: [],
    };
    this.record(shipment, 'NEW', now);
    this.store.add(shipment);
    return { ok: true, body: this.adhocAnswer(shipment) };
  }

  /**
   * Creates a return order (status RETURN PENDING): a pickup from the buyer back to the seller's warehouse. Keyed by
   * the merchant's `order_id` like an adhoc order, so sending the same one again answers the return order made.
   */
  createReturnOrder(body: unknown): { ok: true; body: ReturnOrderAnswer } | ShiprocketFailure {
    const parsed = returnOrderSchema.safeParse(body);
    if (!parsed.success) return failure(422, 'Oops! Invalid Data.', validationErrors(parsed.error.issues));
    const order: ReturnOrder = parsed.data;
    const existing = this.store.byChannelOrderId(order.order_id);
    if (existing) {
      if (!existing.isReturn) return failure(422, `Order id ${order.order_id} is already a forward order.`);
      return { ok: true, body: this.returnAnswer(existing) };
    }
    const now = new Date();
    const shipment: Shipment = {
      ...this.store.newIds(),
      channelOrderId: order.order_id,
      isReturn: true,
      status: 'RETURN PENDING',
      awbCode: null,
      courierName: null,
      courierCompanyId: null,
      pickupDate: null,
      edd: null,
      deliveredDate: null,
      consigneeName: order.shipping_customer_name,
      destination: order.shipping_city,
      deliveryPincode: String((body as Record<string, unknown>).shipping_pincode ?? PICKUP_POSTCODE),
      orderDate: now,
      paymentMethod: 'Prepaid',
      codAmount: 0,
      weight: order.weight,
      units: order.order_items.reduce((n, item) => n + item.units, 0),
      createdAt: now,
      changedAt: now.getTime(),
      activities: [],
    };
    this.record(shipment, 'RETURN PENDING', now);
    this.store.add(shipment);
    return { ok: true, body: this.returnAnswer(shipment) };
  }

  /**
   * Moves a shipment one status on (or to `to`: any status, e.g. CANCELLED or RTO) and posts the status webhook;
   * `delivered` settles with its delivery. A shipment at the end of its road does not move.
   */
  advance(
    orderId: number,
    to?: ShipmentStatus,
  ): { ok: true; shipment: Shipment; delivered: Promise<WebhookDelivery | null> } | ShiprocketFailure {
    const shipment = this.store.shipments.get(orderId);
    if (!shipment) return failure(404, `No Shiprocket order ${orderId}`);
    if (isFinal(shipment.status)) return failure(409, `The shipment is already ${shipment.status}`);
    const next = to ?? nextStatus(shipment.status);
    if (!next) return failure(409, `The shipment is already ${shipment.status}`);
    const now = new Date();
    // A status the courier reaches only with the parcel in hand (a test may jump straight to it) brings its AWB and
    // pickup with it.
    const withCourier = COURIER_HAS_IT.has(next);
    // A shipment whose courier was booked (`assignAwb`) keeps it; any other gets the account's default courier.
    if (!shipment.awbCode && (next === 'READY_TO_SHIP' || next === 'RETURN PICKUP GENERATED' || withCourier)) {
      shipment.awbCode = `SR${randomInt(10 ** 9, 10 ** 10)}`;
      shipment.courierName = COURIER.name;
      shipment.courierCompanyId = COURIER.companyId;
    }
    if (next === 'SHIPPED' || next === 'RETURN PICKED UP' || (withCourier && !shipment.pickupDate)) {
      shipment.pickupDate = now;
      // The booked courier's estimate stands; the default courier estimates three days from pickup.
      shipment.edd ??= new Date(now.getTime() + 3 * DAY_MS);
    }
    if (next === 'DELIVERED' || next === 'RETURN DELIVERED') shipment.deliveredDate = now;
    shipment.status = next;
    shipment.changedAt = now.getTime();
    this.record(shipment, next, now);
    return { ok: true, shipment, delivered: this.sendStatusWebhook(shipment, now) };
  }

  /**
   * `POST /v1/external/orders/update/adhoc`: replaces an order's items, weight and amounts (the merchant's `order_id`
   * names it) while the courier has not picked it up; refused once it has, or when it is cancelled or ended.
   */
  updateOrder(body: unknown): { ok: true; body: AdhocOrderAnswer } | ShiprocketFailure {
    const parsed = adhocOrderSchema.safeParse(body);
    if (!parsed.success) return failure(422, 'Oops! Invalid Data.', validationErrors(parsed.error.issues));
    const order: AdhocOrder = parsed.data;
    const shipment = this.store.byChannelOrderId(order.order_id);
    if (!shipment) return failure(404, 'Order not found');
    if (isFinal(shipment.status) || COURIER_HAS_IT.has(shipment.status)) {
      return failure(400, `Order ${shipment.orderId} cannot be updated: it is already ${shipment.status}`);
    }
    shipment.units = order.order_items.reduce((n, item) => n + item.units, 0);
    shipment.weight = order.weight;
    shipment.codAmount = order.payment_method === 'COD' ? collectable(order) : 0;
    return { ok: true, body: this.adhocAnswer(shipment) };
  }

  /**
   * `POST /v1/external/orders/cancel {ids}`: cancels orders the courier has not picked up yet (each moves to CANCELLED
   * and its status webhook goes out); an order already with the courier, delivered or ended is refused whole, as
   * Shiprocket refuses what it cannot cancel.
   */
  cancelOrders(body: unknown): { ok: true; body: { status: 200; message: string } } | ShiprocketFailure {
    const ids = (body as { ids?: unknown } | null)?.ids;
    if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => Number.isInteger(Number(id)))) {
      return failure(422, 'Oops! Invalid Data.', { ids: ['The ids field is required.'] });
    }
    const shipments = ids.map((id) => this.store.shipments.get(Number(id)));
    if (shipments.some((s) => !s)) return failure(404, 'Order not found');
    for (const shipment of shipments) {
      if (
        shipment &&
        shipment.status !== 'CANCELLED' &&
        (isFinal(shipment.status) || COURIER_HAS_IT.has(shipment.status))
      ) {
        return failure(400, `Order ${shipment.orderId} cannot be cancelled: it is already ${shipment.status}`);
      }
    }
    for (const shipment of shipments)
      if (shipment && shipment.status !== 'CANCELLED') this.advance(shipment.orderId, 'CANCELLED');
    return { ok: true, body: { status: 200, message: 'Order cancelled successfully.' } };
  }

  /**
   * `POST /v1/external/courier/assign/awb`: books `courier_id` (else the recommended courier) for a shipment that has
   * no AWB yet, if serviceability offers it for the shipment's pincode, with that courier's estimated delivery.
   * Asking again for the courier already booked answers the same AWB (a retry after a lost answer books nothing new).
   */
  assignAwb(body: unknown): { ok: true; body: AwbAnswer } | ShiprocketFailure {
    const parsed = assignAwbSchema.safeParse(body ?? {});
    if (!parsed.success) return failure(422, 'Oops! Invalid Data.', validationErrors(parsed.error.issues));
    const { shipment_id: shipmentId, courier_id: courierId } = parsed.data;
    const shipment = this.store.byShipmentId(shipmentId);
    if (!shipment) return failure(404, `Shipment id ${shipmentId} not found`);
    if (shipment.awbCode) {
      if (courierId === undefined || courierId === shipment.courierCompanyId) {
        return { ok: true, body: this.awbAnswer(shipment) };
      }
      return failure(400, 'AWB is already assigned to this shipment.');
    }
    if (isFinal(shipment.status)) return failure(400, `The shipment is already ${shipment.status}`);
    const offered = couriersFor(shipment, shipment.orderDate, this.serviceability.plans.get(shipment.deliveryPincode));
    const wanted = courierId ?? offered?.recommended;
    const courier = offered?.couriers.find((c) => c.courier_company_id === wanted);
    if (!courier) return failure(400, `Selected courier is not serviceable for pincode ${shipment.deliveryPincode}.`);
    shipment.awbCode = `SR${randomInt(10 ** 9, 10 ** 10)}`;
    shipment.courierName = courier.courier_name;
    shipment.courierCompanyId = courier.courier_company_id;
    shipment.edd = etdMoment(courier.etd);
    shipment.assignedAt = new Date();
    return { ok: true, body: this.awbAnswer(shipment) };
  }

  private awbAnswer(shipment: Shipment): AwbAnswer {
    return {
      awb_assign_status: 1,
      response: {
        data: {
          awb_code: shipment.awbCode ?? '',
          courier_company_id: shipment.courierCompanyId ?? 0,
          courier_name: shipment.courierName ?? '',
          shipment_id: shipment.shipmentId,
          order_id: shipment.orderId,
          cod: shipment.paymentMethod === 'COD' ? 1 : 0,
          applied_weight: shipment.weight,
          assigned_date_time: {
            date: `${shiprocketDate(shipment.assignedAt ?? new Date())}.000000`,
            timezone_type: 3,
            timezone: 'Asia/Kolkata',
          },
          pickup_scheduled_date: null,
        },
      },
    };
  }

  /** Advances every shipment whose status has not changed for `seconds` (the development clock). */
  advanceDue(seconds: number): void {
    const due = Date.now() - seconds * 1000;
    for (const shipment of this.store.shipments.values()) {
      if (!isFinal(shipment.status) && shipment.changedAt <= due) this.advance(shipment.orderId);
    }
  }

  trackingData(shipment: Shipment, origin: string): TrackingData {
    const date = (d: Date | null) => (d ? shiprocketDate(d) : null);
    return {
      track_status: shipment.awbCode ? 1 : 0,
      shipment_status: STATUS_IDS[shipment.status],
      shipment_track: [
        {
          id: shipment.shipmentId,
          awb_code: shipment.awbCode ?? '',
          courier_company_id: shipment.courierCompanyId,
          shipment_id: shipment.shipmentId,
          order_id: shipment.orderId,
          pickup_date: date(shipment.pickupDate),
          delivered_date: date(shipment.deliveredDate),
          weight: shipment.weight.toFixed(2),
          packages: 1,
          current_status: shipment.status,
          delivered_to: shipment.deliveredDate ? shipment.destination : '',
          destination: shipment.destination,
          consignee_name: shipment.consigneeName,
          origin: ORIGIN,
          courier_agent_details: null,
          courier_name: shipment.courierName ?? '',
          edd: date(shipment.edd),
          pod: shipment.deliveredDate ? 'Available' : 'Not Available',
          pod_status: '',
        },
      ],
      // Shiprocket lists scans newest first.
      shipment_track_activities: [...shipment.activities].reverse(),
      track_url: shipment.awbCode ? `${origin}/sandbox/shiprocket/tracking/${shipment.awbCode}` : '',
      etd: date(shipment.edd),
      qc_response: { qc_image: '', qc_failed_reason: '' },
    };
  }

  private adhocAnswer(shipment: Shipment): AdhocOrderAnswer {
    return {
      order_id: shipment.orderId,
      channel_order_id: shipment.channelOrderId,
      shipment_id: shipment.shipmentId,
      status: shipment.status,
      status_code: STATUS_IDS[shipment.status],
      onboarding_completed_now: 0,
      awb_code: shipment.awbCode,
      courier_company_id: shipment.courierCompanyId,
      courier_name: shipment.courierName,
    };
  }

  private returnAnswer(shipment: Shipment): ReturnOrderAnswer {
    return {
      order_id: shipment.orderId,
      shipment_id: shipment.shipmentId,
      status: shipment.status,
      status_code: STATUS_IDS[shipment.status],
      company_name: COMPANY_NAME,
    };
  }

  private record(shipment: Shipment, status: ShipmentStatus, at: Date): void {
    shipment.activities.push({
      date: shiprocketDate(at),
      status: ACTIVITY[status].code,
      activity: ACTIVITY[status].text,
      location:
        status === 'DELIVERED' || status === 'SHIPPED' || status === 'OUT_FOR_DELIVERY' ? shipment.destination : ORIGIN,
      'sr-status': String(STATUS_IDS[status]),
      'sr-status-label': status,
    });
  }

  /** Shiprocket's status webhook: the `x-api-key` token header and its JSON body. */
  private sendStatusWebhook(shipment: Shipment, at: Date): Promise<WebhookDelivery | null> {
    const date = (d: Date | null) => (d ? shiprocketDate(d) : null);
    const body = JSON.stringify({
      awb: shipment.awbCode ?? '',
      courier_name: shipment.courierName ?? '',
      current_status: shipment.status,
      current_status_id: STATUS_IDS[shipment.status],
      shipment_status: shipment.status,
      shipment_status_id: STATUS_IDS[shipment.status],
      current_timestamp: webhookTimestamp(at),
      order_id: shipment.channelOrderId,
      sr_order_id: shipment.orderId,
      awb_assigned_date: shipment.awbCode ? date(at) : null,
      pickup_scheduled_date: date(shipment.pickupDate),
      etd: date(shipment.edd),
      scans: [...shipment.activities].reverse(),
      is_return: shipment.isReturn || shipment.status.startsWith('RTO') ? 1 : 0,
      channel_id: CHANNEL_ID,
      pod_status: '',
      pod: shipment.deliveredDate ? 'Available' : 'Not Available',
    });
    return this.outbox.emit({
      id: `${shipment.orderId}-${shipment.activities.length}`,
      event: `shipment.${shipment.status}`,
      subject: String(shipment.orderId),
      path: SHIPPING_WEBHOOK_PATH,
      headers: { 'x-api-key': this.config.webhookToken },
      body,
    }).delivered;
  }
}
