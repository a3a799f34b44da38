import { chakra, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { STORE, storeAddressLine } from '../../shared/store-info';

/** The date these terms were last changed (shown under the heading; a change to the text changes it). */
export const TERMS_UPDATED = '1 November 2026';

export interface PolicySection {
  id: string;
  title: string;
  body: ReactNode;
}

const List = chakra('ul', { base: { listStyleType: 'disc', ps: '5', display: 'grid', gap: '2' } });

/** The spec's five headings, in its order, with Sutra's terms under each. */
export const POLICY_SECTIONS: readonly PolicySection[] = [
  {
    id: 'terms',
    title: 'Terms',
    body: (
      <>
        <Text>
          This website is run by {STORE.legalName}, {storeAddressLine()} (“Sutra”, “we”, “us”). By browsing it, creating
          an account or placing an order you agree to these terms. Please read them before you buy.
        </Text>
        <List>
          <li>
            You must be 18 or older to hold an account and place orders, or shop with the consent of a parent or
            guardian. Keep your password to yourself: orders placed from your account are treated as yours.
          </li>
          <li>
            Prices are in Indian rupees and include GST. Delivery within India is free. An order is confirmed when we
            email you its confirmation, and the contract between us is formed when we dispatch it.
          </li>
          <li>
            We may decline or cancel an order, for example when a piece is out of stock or its price was plainly wrong;
            if we do, any amount you paid is refunded in full to the original payment method.
          </li>
          <li>
            Returns and exchanges follow the window stated on the product’s page and in your order confirmation. Pieces
            must come back unworn, unwashed and unaltered, with the original tags attached.
          </li>
          <li>
            These terms are governed by the laws of India, and the courts at Jaipur, Rajasthan alone hear any dispute
            arising from them.
          </li>
        </List>
      </>
    ),
  },
  {
    id: 'limitations',
    title: 'Limitations',
    body: (
      <>
        <Text>
          We take care to describe every piece accurately and to deliver it on time, but to the extent the law allows:
        </Text>
        <List>
          <li>
            our total liability for an order is limited to the amount you paid for it, and we are not liable for
            indirect or consequential losses, such as a missed occasion or the cost of a replacement bought elsewhere;
          </li>
          <li>
            we are not responsible for delays caused by events outside our control, including strikes, floods, courier
            or customs hold-ups and restrictions ordered by the authorities;
          </li>
          <li>alterations made by another tailor are at your own risk, and an altered piece cannot be returned.</li>
        </List>
        <Text>
          Nothing in these terms limits your rights as a consumer under the Consumer Protection Act, 2019, or our
          liability for anything the law does not allow us to exclude.
        </Text>
      </>
    ),
  },
  {
    id: 'revisions',
    title: 'Revisions and errata',
    body: (
      <>
        <Text>
          We photograph our pieces in daylight at our atelier, but screens differ, and a cloth may look a shade lighter
          or darker on yours. Garment measurements in our size guides may vary by up to 1 cm.
        </Text>
        <Text>
          Now and then a description, a price or a stock count on this website may contain an error. When we find one we
          correct it as soon as we can; if it affects an order you have placed, we tell you before dispatch and you may
          cancel that order for a full refund. We may also update the website’s content at any time without notice, and
          we do not promise that every page is complete or current at every moment.
        </Text>
      </>
    ),
  },
  {
    id: 'modifications',
    title: 'Site terms of use modifications',
    body: (
      <>
        <Text>
          We may revise these terms from time to time, for example when the law changes or when we offer something new.
          The version published on this page when you place an order is the one that applies to that order, and the date
          at the top of the page shows when the terms last changed.
        </Text>
        <Text>
          By using the website after a revision you agree to the revised terms. If you do not agree, please stop using
          the website; your earlier orders stay under the terms that applied when you placed them.
        </Text>
      </>
    ),
  },
  {
    id: 'risks',
    title: 'Risks',
    body: (
      <>
        <List>
          <li>
            Risk in a piece passes to you when it is delivered. If a parcel arrives damaged or looks opened, please
            refuse it or write to us within 48 hours with photographs, and we will put it right.
          </li>
          <li>
            Card payments are handled by our payment partner over an encrypted connection; Sutra never sees or stores
            your full card number.
          </li>
          <li>
            You use this website at your own risk. We work to keep it secure and available, but cannot promise that it
            will always be free of interruptions, errors or harmful code, so keep your own device protected.
          </li>
          <li>
            Links to other websites, such as a courier’s tracking page, are offered for convenience; we do not control
            those sites and are not responsible for their content.
          </li>
        </List>
        <Text>
          Questions about these terms? Write to {STORE.email} or call {STORE.phoneDisplay}, {STORE.hours}.
        </Text>
      </>
    ),
  },
];
