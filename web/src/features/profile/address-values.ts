import type { AddressFieldsFragment } from '../../__generated__/graphql';

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

export const toAddressValues = (address: AddressFieldsFragment | null | undefined): AddressValues =>
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
