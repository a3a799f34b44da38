/**
 * The support slice's service, the one door its routes use, as `service.ts` is in every slice. Its rules sit in
 * modules named for what they hold: `messages.ts` (feedback and contact queries), `returns.ts` (return requests and
 * the refund destination a cash-on-delivery order needs) and `uploads.ts` (images a shopper attaches).
 */
export { CONTACT_RECEIVED, FEEDBACK_RECEIVED, type SupportMail, sendContactQuery, sendFeedback } from './messages.js';
export { RETURN_SUBMITTED, requestReturn } from './returns.js';
export {
  IMAGE_TOO_LARGE,
  IMAGE_UPLOADED,
  keepImage,
  type ReceivedImage,
  receiveImage,
} from './uploads.js';
