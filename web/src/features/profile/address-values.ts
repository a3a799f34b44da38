import type { AddressFieldsFragment, AddressInput } from '../../__generated__/graphql';

/** An address as its form edits it: the saved address's fields, without whether it is the default. */
export type AddressValues = Omit<AddressFieldsFragment, '__typename' | 'isDefault'>;
export type AddressField = keyof AddressValues;

export const EMPTY_ADDRESS: AddressValues = {
  fullName: '',
  mobile: '',
  add1: '',
  add2: '',
  landmark: '',
  state: '',
  city: '',
  pincode: '',
};

/** The form's values of a saved address (its fields alone, without `__typename` or whether it is the default). */
export const toAddressValues = (address: AddressValues | null | undefined): AddressValues =>
  address
    ? {
        fullName: address.fullName,
        mobile: address.mobile,
        add1: address.add1,
        add2: address.add2,
        landmark: address.landmark,
        state: address.state,
        city: address.city,
        pincode: address.pincode,
      }
    : EMPTY_ADDRESS;

/** An address as the profile's address list saves it: its fields, and whether it is the default. */
export const toAddressInput = (address: AddressValues, isDefault: boolean): AddressInput => ({
  ...toAddressValues(address),
  isDefault,
});
