/** What the profile offers the others: the address form and the contact-details save that checkout reuses. */
export { type AddressField, AddressForm, type AddressValues, EMPTY_ADDRESS, toAddressValues } from './AddressForm';
export { CurrentPasswordField } from './CurrentPasswordField';
export { useSaveInfo } from './use-save-info';
