import { type AddressValues, EMPTY_ADDRESS } from '../profile';

/** The three editable blocks of checkout; only one is edited at a time (spec section 4). */
export type Section = 'info' | 'delivery' | 'billing';

export interface InfoValues {
  name: string;
  email: string;
}

export interface CheckoutFormState {
  info: InfoValues;
  /** The delivery address the order ships to (the account's default address once saved). */
  delivery: AddressValues;
  /** The billing address when it differs; while `sameAsDelivery`, the delivery address is billed. */
  billing: AddressValues;
  sameAsDelivery: boolean;
  editing: Section | null;
  /** The open section's values as typed. */
  infoDraft: InfoValues;
  addressDraft: AddressValues;
  /** The tick as it was when billing editing began, for Cancel to give back. */
  sameBeforeEdit: boolean;
}

export type CheckoutFormAction =
  | { type: 'loaded'; info: InfoValues; delivery: AddressValues }
  | { type: 'edit'; section: Section }
  | { type: 'changeInfo'; field: keyof InfoValues; value: string }
  | { type: 'changeAddress'; field: keyof AddressValues; value: string }
  | { type: 'cancel' }
  | { type: 'saved' }
  | { type: 'sameAsDelivery'; checked: boolean };

export function initialCheckoutForm(info: InfoValues, delivery: AddressValues): CheckoutFormState {
  return {
    info,
    delivery,
    billing: delivery,
    sameAsDelivery: true,
    editing: null,
    infoDraft: info,
    addressDraft: EMPTY_ADDRESS,
    sameBeforeEdit: true,
  };
}

/** The address billed: the delivery address while the box is ticked, else the billing address. */
export const billedAddress = (state: CheckoutFormState): AddressValues =>
  state.sameAsDelivery ? state.delivery : state.billing;

/**
 * The checkout details' rules. Billing defaults to the delivery address; editing any billing field unticks
 * 'same as delivery'. A section opens only while none is being edited; Cancel gives back what was there.
 */
export function checkoutFormReducer(state: CheckoutFormState, action: CheckoutFormAction): CheckoutFormState {
  switch (action.type) {
    case 'loaded':
      // The account's answer fills what has not been touched; an open editor keeps what is typed.
      if (state.editing) return state;
      return {
        ...state,
        info: action.info,
        delivery: action.delivery,
        billing: state.sameAsDelivery ? action.delivery : state.billing,
      };
    case 'edit':
      if (state.editing) return state;
      if (action.section === 'info') return { ...state, editing: 'info', infoDraft: state.info };
      if (action.section === 'delivery') return { ...state, editing: 'delivery', addressDraft: state.delivery };
      return {
        ...state,
        editing: 'billing',
        addressDraft: billedAddress(state),
        sameBeforeEdit: state.sameAsDelivery,
      };
    case 'changeInfo':
      if (state.editing !== 'info') return state;
      return { ...state, infoDraft: { ...state.infoDraft, [action.field]: action.value } };
    case 'changeAddress':
      if (state.editing !== 'delivery' && state.editing !== 'billing') return state;
      return {
        ...state,
        addressDraft: { ...state.addressDraft, [action.field]: action.value },
        sameAsDelivery: state.editing === 'billing' ? false : state.sameAsDelivery,
      };
    case 'cancel':
      if (state.editing === 'billing') return { ...state, editing: null, sameAsDelivery: state.sameBeforeEdit };
      return { ...state, editing: null };
    case 'saved':
      if (state.editing === 'info') return { ...state, editing: null, info: state.infoDraft };
      if (state.editing === 'delivery') {
        const delivery = state.addressDraft;
        return { ...state, editing: null, delivery, billing: state.sameAsDelivery ? delivery : state.billing };
      }
      if (state.editing === 'billing') {
        return state.sameAsDelivery
          ? { ...state, editing: null, billing: state.delivery }
          : { ...state, editing: null, billing: state.addressDraft };
      }
      return state;
    case 'sameAsDelivery':
      if (action.checked) {
        return {
          ...state,
          sameAsDelivery: true,
          billing: state.delivery,
          addressDraft: state.editing === 'billing' ? state.delivery : state.addressDraft,
        };
      }
      // Unticked, billing starts from the delivery address, ready to be changed.
      return { ...state, sameAsDelivery: false, billing: billedAddress(state) };
  }
}

export type BillingErrors = Partial<Record<keyof AddressValues, string>>;

/** Billing needs name, phone, address line 1, state, city and pincode (spec section 5); the rest is optional. */
export function validateBilling(address: AddressValues): BillingErrors {
  const errors: BillingErrors = {};
  if (!address.fullName.trim()) errors.fullName = 'Full name is required';
  if (!address.mobile.trim()) errors.mobile = 'Mobile number is required';
  if (!address.add1.trim()) errors.add1 = 'Address line 1 is required';
  if (!address.state.trim()) errors.state = 'State is required';
  if (!address.city.trim()) errors.city = 'City is required';
  if (!address.pincode.trim()) errors.pincode = 'Pincode is required';
  return errors;
}

/** A delivery address that can be shipped to: the shipping provider needs these parts. */
export const isShippable = (address: AddressValues): boolean =>
  Boolean(
    address.fullName.trim() &&
      address.mobile.trim() &&
      address.add1.trim() &&
      address.state.trim() &&
      address.city.trim() &&
      address.pincode.trim(),
  );
