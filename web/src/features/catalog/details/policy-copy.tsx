import { chakra, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { STORE } from '../../../shared/store-info';

/*
 * The SHIPPING INFORMATION and RETURN & EXCHANGE tabs. The spec's return windows conflict and all stand where it
 * places them: the details screen's own note says 7 days, this shipping tab 14 days and the return tab 30 days.
 */

const Heading = chakra('h3', { base: { fontWeight: 'semibold', mt: '2' } });
const List = chakra('ul', { base: { listStyleType: 'disc', ps: '5', display: 'grid', gap: '1.5' } });

export function ShippingInformation() {
  return (
    <Stack gap="3" maxW="3xl" data-testid="shipping-information">
      <Text>
        Every Sutra piece is checked, steamed and packed by hand at our atelier in {STORE.address.city} and leaves us
        within 1–2 working days of your order.
      </Text>
      <Heading>Delivery times</Heading>
      <List>
        <li>
          <strong>Within India:</strong> 3–6 days from dispatch, to every serviceable pincode. Shipping is free.
        </li>
        <li>
          <strong>International:</strong> 12–26 days from dispatch, depending on the destination and customs clearance.
        </li>
        <li>Orders placed on a Sunday or a public holiday are dispatched on the next working day.</li>
      </List>
      <Heading>Tracking</Heading>
      <Text>
        As soon as your parcel ships we email you the courier’s name and tracking number, and you can follow it under My
        Orders in your account.
      </Text>
      <Heading>Duties and taxes</Heading>
      <Text>
        Prices include Indian GST. International parcels may attract import duties and taxes, charged by the destination
        country and paid by the recipient on delivery.
      </Text>
      <Heading>Not the right fit?</Heading>
      <Text>
        You can send it back within 14 days of delivery. See Return &amp; Exchange for how it works, or call us on{' '}
        {STORE.phoneDisplay}.
      </Text>
    </Stack>
  );
}

export function ReturnAndExchange() {
  return (
    <Stack gap="3" maxW="3xl" data-testid="return-exchange">
      <Text>
        We accept returns and exchanges within 30 days of delivery, so you can try your piece on at home without any
        hurry.
      </Text>
      <Heading>What we can take back</Heading>
      <List>
        <li>Unworn, unwashed and unaltered pieces, with the original tags still attached, in their packaging.</li>
        <li>Pieces altered to your measurements and opened packs of socks cannot be returned.</li>
      </List>
      <Heading>How to return or exchange</Heading>
      <List>
        <li>
          Go to{' '}
          <Link asChild color="brand.navy" textDecoration="underline">
            <RouterLink to="/profile/return">Request Return</RouterLink>
          </Link>{' '}
          in your account, enter your order number and email, choose a reason and add up to 3 photos.
        </li>
        <li>We reply within one working day with the return address of our Jaipur atelier and what to do next.</li>
        <li>
          For an exchange, tell us the size or colour you would like; we send it as soon as your return reaches us,
          subject to stock.
        </li>
      </List>
      <Heading>Refunds</Heading>
      <Text>
        Once your return reaches us and passes inspection, we refund the amount paid to your original payment method
        within 5–7 working days. Questions? Write to {STORE.email}.
      </Text>
    </Stack>
  );
}
