import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { STORE } from '../../shared/store-info';
import { CopyLink } from './CopyLink';

export interface Faq {
  question: string;
  answer: ReactNode;
}

export interface FaqTopic {
  /** Also the section's anchor: /support#returns. */
  id: string;
  title: string;
  faqs: readonly Faq[];
}

/** What a shopper whose card payment failed should try, in order (the checkout's Contact Support leads here). */
export const PAYMENT_STEPS: readonly ReactNode[] = [
  'Check that your card is enabled for online payments and that you entered the one-time password (OTP) from your bank in time.',
  'Try again with another method: a different card or UPI, or Cash on Delivery where it is offered for your address. Your cart is kept as it was.',
  'If money left your account but you did not see Order Placed, do not pay a second time for the same order yet: a debit without an order is reversed by your bank within 5 to 7 working days.',
  <>
    Still stuck? Write to {STORE.email} or call {STORE.phoneDisplay} with the time of the attempt and the last four
    digits of your card, and we will look it up with our payment partner.
  </>,
];

export const FAQ_TOPICS: readonly FaqTopic[] = [
  {
    id: 'delivery',
    title: 'Orders & delivery',
    faqs: [
      {
        question: 'How long will my order take?',
        answer:
          'We dispatch within 1 to 2 working days. Delivery then takes 3 to 6 days within India and 12 to 26 days abroad. You can choose Express delivery (1 to 2 days) at checkout.',
      },
      {
        question: 'What does delivery cost?',
        answer: 'Nothing within India: shipping is free on every order, whatever its size.',
      },
      {
        question: 'How do I track my parcel?',
        answer: (
          <>
            Open <CopyLink to="/profile/orders">My Orders</CopyLink> and choose View More Details on the piece: you will
            see its status, the courier and a Track your package link as soon as it ships.
          </>
        ),
      },
      {
        question: 'Can I change or cancel an order?',
        answer: `Until it is dispatched, yes: call ${STORE.phoneDisplay} or write to ${STORE.email} with your order number as soon as you can.`,
      },
    ],
  },
  {
    id: 'returns',
    title: 'Returns & exchanges',
    faqs: [
      {
        question: 'How do I return or exchange a piece?',
        answer: (
          <>
            Go to <CopyLink to="/profile/return">Request Return</CopyLink> in your account, enter your order number and
            email, choose a reason and add up to 3 photos. We reply within one working day with what to do next.
          </>
        ),
      },
      {
        question: 'What can be returned?',
        answer:
          'Pieces that are unworn, unwashed and unaltered, with the original tags still attached, within the return window stated on the product’s page and in your order confirmation. Pieces altered to your measurements cannot be returned.',
      },
      {
        question: 'When will I get my money back?',
        answer:
          'Once your return reaches our atelier and passes inspection, we refund the amount paid to your original payment method within 5 to 7 working days.',
      },
    ],
  },
  {
    id: 'sizing',
    title: 'Sizing & fit',
    faqs: [
      {
        question: 'How do I choose my suit size?',
        answer:
          'Each product page has a Size Guide with chest, waist and length measurements. Measure a jacket that fits you well, lay it flat and compare. Between two sizes, choose the larger: a tailor can always take a jacket in.',
      },
      {
        question: 'Can my trousers be altered?',
        answer:
          'Yes. Our trousers leave us with extra cloth in the seat and waist, so a local tailor can let them out or take them in, and shorten them to your length.',
      },
      {
        question: 'Can I ask someone for advice?',
        answer: `Message the Sutra Style Desk with the chat button at the bottom of any page, or call ${STORE.phoneDisplay}. Tell us your usual shirt collar and trouser waist and we will suggest a size.`,
      },
    ],
  },
  {
    id: 'payments',
    title: 'Payments & invoices',
    faqs: [
      {
        question: 'Which payment methods do you accept?',
        answer:
          'Credit and debit cards (Visa, Mastercard, RuPay, American Express) and UPI, through our payment partner, or Cash on Delivery where the courier can collect (its fee is shown at checkout). Prices are in rupees and include GST.',
      },
      {
        question: 'Will I get a GST invoice?',
        answer: (
          <>
            Every order comes with a tax invoice showing the HSN code and GST of each piece. See a sample for a{' '}
            <CopyLink to="/invoice-1">delivery within Rajasthan</CopyLink> or for{' '}
            <CopyLink to="/invoice-2">another state</CopyLink>.
          </>
        ),
      },
      {
        question: 'How do coupons and membership points work?',
        answer: (
          <>
            Enter a coupon code in the summary at checkout. Membership points come off the total after any coupon, and
            you can see your balance under <CopyLink to="/profile/membership">Membership</CopyLink>.
          </>
        ),
      },
    ],
  },
];

export const SUPPORT_INTRO: ReactNode = (
  <Text>
    We are a small team at our Jaipur atelier, and a person reads every message. Find a quick answer below, or reach us
    the way that suits you.
  </Text>
);
