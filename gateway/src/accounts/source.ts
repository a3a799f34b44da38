import type { AddressJson, BuyerJson } from '@sutra/api/wire';
import type {
  AddressInput,
  ChangePasswordInput,
  PasswordResetTicket,
  PhoneCodeSent,
  ProfileInput,
  SignupInput,
} from '../__generated__/resolvers-types.js';
import type { Caller, RestClient } from '../rest/client.js';
import { type InputPaths, inputFields } from '../rest/errors.js';
import type { AuthPayloadParent, PhoneVerificationParent } from './mappers.js';

interface MessageAnswer {
  message: string;
}

/** GraphQL leaves unset optional fields null; the REST api takes them as absent. */
function withoutNulls<T extends object>(input: T): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined)) as {
    [K in keyof T]: Exclude<T[K], null>;
  };
}

/** Where the api's field paths sit in each operation's arguments (refusals name the operation's fields). */
const INPUT: InputPaths = { prefix: 'input.' };
const ADDRESSES: InputPaths = { renames: { address: 'addresses', defaultAdd: 'isDefault' } };
const CHANGE_PASSWORD: InputPaths = {
  prefix: 'input.',
  renames: { password: 'currentPassword', confirmpassword: 'confirmPassword' },
};

const toRestAddress = ({ isDefault, ...address }: AddressInput): Partial<AddressJson> =>
  withoutNulls({ ...address, defaultAdd: isDefault });

/**
 * The accounts REST calls for one GraphQL request, made for the caller: their token (the api checks it on every
 * call and finds the buyer from it, so no buyer id travels from the client) and their address (for rate limits).
 */
export class AccountsSource {
  constructor(
    private readonly rest: RestClient,
    private readonly caller: Caller,
  ) {}

  /** The token's buyer, or null when the request has no token. */
  async me(): Promise<BuyerJson | null> {
    if (!this.caller.token) return null;
    const answer = await this.rest.get<{ result: BuyerJson }>('/buyer_me', undefined, this.caller);
    return answer.result;
  }

  async signup(input: SignupInput): Promise<MessageAnswer> {
    return inputFields(this.rest.send<MessageAnswer>('POST', '/buyer_signup', withoutNulls(input), this.caller), INPUT);
  }

  /** With `code` once the api has asked for the mailed one (its refusal names the field `code`, as this mutation does). */
  async login(email: string, password: string, code?: string): Promise<AuthPayloadParent> {
    const answer = await this.rest.send<{ token: string; result: BuyerJson }>(
      'POST',
      '/buyer_login',
      { email, password, ...(code ? { code } : {}) },
      this.caller,
    );
    return { token: answer.token, buyer: answer.result };
  }

  requestPasswordReset(email: string): Promise<MessageAnswer> {
    return this.rest.send<MessageAnswer>('POST', '/buyer_forgot_password', { email }, this.caller);
  }

  verifyPasswordResetCode(email: string, code: string): Promise<PasswordResetTicket> {
    return inputFields(
      this.rest.send<PasswordResetTicket>('POST', '/buyer_verify_otp', { email, otp: code }, this.caller),
      { renames: { otp: 'code' } },
    );
  }

  resetPassword(resetToken: string, password: string): Promise<MessageAnswer> {
    return this.rest.send<MessageAnswer>('POST', '/buyer_reset_password', { resetToken, password }, this.caller);
  }

  updateProfile(input: ProfileInput): Promise<BuyerJson> {
    return inputFields(this.patchProfile(withoutNulls(input)), INPUT);
  }

  updateAddresses(addresses: readonly AddressInput[]): Promise<BuyerJson> {
    return inputFields(this.patchProfile({ address: addresses.map(toRestAddress) }), ADDRESSES);
  }

  async changePassword(input: ChangePasswordInput): Promise<AuthPayloadParent> {
    const answer = await inputFields(
      this.rest.send<{ token: string; result: BuyerJson }>(
        'POST',
        '/buyer_changepassword',
        { password: input.currentPassword, newPassword: input.newPassword, confirmpassword: input.confirmPassword },
        this.caller,
      ),
      CHANGE_PASSWORD,
    );
    return { token: answer.token, buyer: answer.result };
  }

  requestPhoneCode(mobile: string): Promise<PhoneCodeSent> {
    return this.rest.send<PhoneCodeSent>('POST', '/buyer_phone_code', { mobile }, this.caller);
  }

  /** A right code signs a number with an account in, or answers the sign-up token of a new number. */
  async verifyPhoneCode(mobile: string, code: string): Promise<PhoneVerificationParent> {
    const answer = await this.rest.send<
      | { next: 'signed-in'; message: string; token: string; result: BuyerJson }
      | { next: 'signup'; message: string; signupToken: string }
    >('POST', '/buyer_phone_verify', { mobile, code }, this.caller);
    if (answer.next === 'signup') return { message: answer.message, auth: null, signupToken: answer.signupToken };
    return { message: answer.message, auth: { token: answer.token, buyer: answer.result }, signupToken: null };
  }

  async signUpWithPhone(input: { signupToken: string; name: string; email: string }): Promise<AuthPayloadParent> {
    const answer = await this.rest.send<{ token: string; result: BuyerJson }>(
      'POST',
      '/buyer_phone_signup',
      input,
      this.caller,
    );
    return { token: answer.token, buyer: answer.result };
  }

  requestMobileCode(mobile: string): Promise<PhoneCodeSent> {
    return this.rest.send<PhoneCodeSent>('POST', '/buyer/mobile/code', { mobile }, this.caller);
  }

  async verifyMobile(mobile: string, code: string): Promise<BuyerJson> {
    const answer = await this.rest.send<{ result: BuyerJson }>('POST', '/buyer/mobile', { mobile, code }, this.caller);
    return answer.result;
  }

  logout(): Promise<MessageAnswer> {
    return this.rest.send<MessageAnswer>('POST', '/buyer_logout', {}, this.caller);
  }

  private async patchProfile(body: object): Promise<BuyerJson> {
    const answer = await this.rest.send<{ result: BuyerJson }>('PATCH', '/buyer_updateprofile', body, this.caller);
    return answer.result;
  }
}
