/**
 * What the store knows about delivering to a pincode, as checkout and orders read it (cash on delivery, and no
 * checkout to a pincode never reached). The serviceability service answers it; those who only read it depend on this
 * shape, not on the service.
 */
export interface PincodeReach {
  serviceable: boolean;
  codAvailable: boolean;
}

/** Something that answers a pincode's reach (the Shiprocket serviceability service). */
export interface PincodeReachSource {
  estimate(pincode: string): Promise<PincodeReach>;
}
