import type { BuyerJson } from '@sutra/api/wire';

/** A token and the buyer it speaks for, as login and a password change answer them. */
export interface AuthPayloadParent {
  token: string;
  buyer: BuyerJson;
}
