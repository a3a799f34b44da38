import type { BuyerJson } from '@sutra/api/wire';

/** A token and the buyer it speaks for, as login and a password change answer them. */
export interface AuthPayloadParent {
  token: string;
  buyer: BuyerJson;
}

/** A right phone code: signed in, or the sign-up token of a new number. */
export interface PhoneVerificationParent {
  message: string;
  auth: AuthPayloadParent | null;
  signupToken: string | null;
}
