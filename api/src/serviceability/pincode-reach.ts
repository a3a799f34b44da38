/**
 * What the store knows about delivering to a pincode, as checkout and orders read it (cash on delivery, and no
 * checkout to a pincode never reached). The serviceability service answers it; those who only read it depend on this
 * shape, not on the service.
 */
export interface PincodeReach {
  serviceable: boolean;
  codAvailable: boolean;
  /** Standard's date (YYYY-MM-DD in India) and the courier it ships by (see `courier-choice.ts`). */
  deliveryBy?: string | null;
  standardCourierId?: number | null;
  /** Express's date and courier; null where no courier is faster than Standard's. */
  expressBy?: string | null;
  expressCourierId?: number | null;
  /** `usual`: Shiprocket could not be asked, and the store's usual promise stands (no courier chosen). */
  source?: 'courier' | 'usual';
}

/** Something that answers a pincode's reach (the Shiprocket serviceability service). */
export interface PincodeReachSource {
  estimate(pincode: string): Promise<PincodeReach>;
}
