/** What serviceability offers the others: the product page's delivery check, and checkout's delivery-date line. */

export { DeliveryByLine } from './DeliveryByLine';
export { DeliveryCheck } from './DeliveryCheck';
export { type DeliveryOptionDates, deliveryOptionDates, expressNotFasterLine, PINCODE } from './delivery-copy';
export { useDeliveryEstimate } from './use-delivery-estimate';
