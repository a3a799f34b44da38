/** What serviceability offers the others: the product page's delivery check, and checkout's delivery-date line. */

export { DeliveryByLine } from './DeliveryByLine';
export { DeliveryCheck } from './DeliveryCheck';
export { PINCODE } from './delivery-copy';
