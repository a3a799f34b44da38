/** What the profile offers the others: the address form and the contact-details save that checkout reuses. */

export { AddressForm } from './AddressForm';
export {
  type AddressField,
  type AddressValues,
  EMPTY_ADDRESS,
  toAddressInput,
  toAddressValues,
} from './address-values';
export { CurrentPasswordField } from './CurrentPasswordField';
export { OrderUpdates, WHATSAPP_UPDATES_LABEL } from './OrderUpdates';
export { useSaveInfo } from './use-save-info';
