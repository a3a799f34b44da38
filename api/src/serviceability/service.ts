import { recordCacheLookup } from '@sutra/telemetry';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { fieldRefusal } from '../http/errors.js';
import { ProviderRejectedError, withinDeadline } from '../providers/http.js';
import type { Shiprocket } from '../providers/shiprocket.js';
import type { CourierOption, ServiceabilityAnswer } from '../providers/shiprocket-serviceability.js';
import { chooseCouriers } from './courier-choice.js';
import { DELIVERY_OPTIONS } from './delivery-options.js';
import { EstimateCache, type EstimateStore, MemoryEstimateStore } from './estimate-cache.js';
import { indiaDateAfter, msUntilIndiaMidnight, parseEtd } from './india-dates.js';
import type { deliveryEstimateSchema } from './schemas.js';

/** Whether and when the store can deliver to a pincode. */
export type DeliveryEstimate = z.infer<typeof deliveryEstimateSchema>;

/** A pincode: six digits, the first not 0 (no Indian pincode starts with 0). */
export const PINCODE = /^[1-9]\d{5}$/;
export const INVALID_PINCODE = 'Enter a valid 6-digit pincode';

/**
 * What the store asks about: one parcel of 1.5 kg, a suit or blazer in its box (the heaviest common order; a shirt
 * weighs less, and couriers serve every weight up to far more alike), with Cash on Delivery asked so the answer says
 * whether it is offered.
 */
export const PARCEL_WEIGHT_KG = 1.5;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ServiceabilityOptions {
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** How long a shopper may wait for Shiprocket before the usual promise answers (ms). */
  timeoutMs?: number;
  /** Where answers are kept: shared by the replicas (Redis) or, by default, in this process's memory. */
  store?: EstimateStore<DeliveryEstimate>;
  /** Pincodes kept in memory at most (the default store). */
  maxEntries?: number;
  /** How long a courier's answer is kept (ms): a day, as couriers' networks change slowly. */
  courierTtlMs?: number;
  /** How long the usual promise is kept after Shiprocket could not be asked (ms): briefly, so recovery shows. */
  usualTtlMs?: number;
}

/**
 * Whether and when the store can deliver to a pincode, from Shiprocket's courier serviceability asked from the
 * warehouse's pincode. Shiprocket is asked at most once a day per pincode (it is a paid call; once per replica when
 * REDIS_URL does not give the replicas a shared store) and concurrent asks for one pincode share a call. When it
 * cannot be asked (down, slow, failing) the store's usual promise answers instead (Standard 4–6 days, Express 1–2
 * days, Cash on Delivery offered): a shopper is never refused for our supplier's outage, and the order's own shipment
 * is checked again when it is created.
 */
export class Serviceability {
  private readonly cache: EstimateCache<DeliveryEstimate>;
  private readonly timeoutMs: number;
  private readonly courierTtlMs: number;
  private readonly usualTtlMs: number;

  constructor(
    private readonly shiprocket: Shiprocket,
    private readonly pickupPincode: string,
    private readonly clock: () => Date = () => new Date(),
    private readonly options: ServiceabilityOptions = {},
  ) {
    this.cache = new EstimateCache(
      options.store ?? new MemoryEstimateStore(options.maxEntries ?? 10_000, clock),
      (hit) => recordCacheLookup('delivery-estimates', hit),
    );
    this.timeoutMs = options.timeoutMs ?? 3000;
    this.courierTtlMs = options.courierTtlMs ?? DAY_MS;
    this.usualTtlMs = options.usualTtlMs ?? 60_000;
  }

  /** The estimate for `pincode` (throws a 400 `HttpError` for one that is not a pincode). */
  estimate(pincode: string): Promise<DeliveryEstimate> {
    const wanted = pincode.trim();
    if (!PINCODE.test(wanted))
      return Promise.reject(fieldRefusal('invalid_input', 'pincode', 'invalid_format', INVALID_PINCODE));
    return this.cache.get(wanted, () => this.ask(wanted));
  }

  private async ask(pincode: string): Promise<{ value: DeliveryEstimate; ttlMs: number }> {
    let answer: ServiceabilityAnswer;
    try {
      answer = await withinDeadline(
        'Shiprocket',
        this.shiprocket.serviceability(
          { pickupPostcode: this.pickupPincode, deliveryPostcode: pincode, weightKg: PARCEL_WEIGHT_KG, cod: true },
          { timeoutMs: this.timeoutMs },
        ),
        this.timeoutMs,
      );
    } catch (error) {
      // An outage is Shiprocket's and passes; a refusal means the store asks wrongly, which someone must fix.
      const outage = !(error instanceof ProviderRejectedError);
      this.options.log?.[outage ? 'warn' : 'error'](
        { err: error, pincode },
        `Shiprocket serviceability ${outage ? 'could not be asked' : 'refused the request'}; answering the usual delivery promise`,
      );
      return { value: this.usualPromise(pincode), ttlMs: this.untilTomorrow(this.usualTtlMs) };
    }
    return { value: this.fromCouriers(pincode, answer), ttlMs: this.untilTomorrow(this.courierTtlMs) };
  }

  /**
   * An answer's dates count from the day it was asked (in India): kept past midnight there, yesterday's "in 2 days"
   * would promise a day too early. So no answer outlives the day it was asked on.
   */
  private untilTomorrow(ttlMs: number): number {
    return Math.max(1, Math.min(ttlMs, msUntilIndiaMidnight(this.clock())));
  }

  private fromCouriers(pincode: string, answer: ServiceabilityAnswer): DeliveryEstimate {
    if (!answer.serviceable) {
      return {
        pincode,
        serviceable: false,
        codAvailable: false,
        deliveryBy: null,
        expressBy: null,
        standardCourierId: null,
        expressCourierId: null,
        source: 'courier',
      };
    }
    const now = this.clock();
    const dated = answer.couriers.map((c) => ({ courier: c, date: this.dateOf(c, now) }));
    const { standard, express } = chooseCouriers(dated, answer.recommendedCourierId);
    return {
      pincode,
      serviceable: true,
      codAvailable: answer.couriers.some((c) => c.cod),
      deliveryBy: standard?.date ?? null,
      expressBy: express?.date ?? null,
      standardCourierId: standard?.courier.courierCompanyId ?? null,
      expressCourierId: express?.courier.courierCompanyId ?? null,
      source: 'courier',
    };
  }

  /** Shiprocket's own date when it gave one, else its days counted from today in India. */
  private dateOf(courier: CourierOption, now: Date): string | null {
    return parseEtd(courier.etd) ?? indiaDateAfter(now, courier.estimatedDeliveryDays);
  }

  /** The store's usual promise, dated by its longest days: a promise the store can keep. */
  private usualPromise(pincode: string): DeliveryEstimate {
    const now = this.clock();
    return {
      pincode,
      serviceable: true,
      codAvailable: true,
      deliveryBy: indiaDateAfter(now, DELIVERY_OPTIONS.standard.days.max),
      expressBy: indiaDateAfter(now, DELIVERY_OPTIONS.express.days.max),
      standardCourierId: null,
      expressCourierId: null,
      source: 'usual',
    };
  }
}
