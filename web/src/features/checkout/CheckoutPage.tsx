import { Box, Button, Center, Grid, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useReducer, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { CheckoutInput, PaymentChoice as Choice, DeliveryOption } from '../../__generated__/graphql';
import { useCheckoutPageQuery } from '../../__generated__/operations/CheckoutPage';
import { usePageHead } from '../../app/head/use-page-head';
import { Redirect } from '../../app/RenderProviders';
import { FormAlert } from '../../shared/forms/AuthLayout';
import { loginPathFor } from '../../shared/session/redirect';
import { useSession } from '../../shared/session/session';
import { type CartLine, useCart } from '../cart';
import { type AddressValues, toAddressValues } from '../profile';
import { DeliveryByLine, deliveryOptionDates, PINCODE, useDeliveryEstimate } from '../serviceability';
import { CheckoutDetails } from './CheckoutDetails';
import { billedAddress, checkoutFormReducer, initialCheckoutForm, isShippable } from './checkout-form';
import { OrderItems } from './OrderItems';
import { OrderPlacedModal } from './OrderPlacedModal';
import { OrderSummary } from './OrderSummary';
import { PaymentChoice } from './PaymentChoice';
import { PaymentFailedModal } from './PaymentFailedModal';
import { figuresOf } from './price-figures';
import { useCheckoutPrice } from './use-checkout-price';
import { useCoupon } from './use-coupon';
import { usePurchase } from './use-purchase';
import { WhatsAppUpdates } from './WhatsAppUpdates';

const toCheckoutAddress = (address: AddressValues) => ({
  name: address.fullName.trim(),
  phone: address.mobile.trim(),
  add1: address.add1.trim(),
  add2: address.add2.trim(),
  landmark: address.landmark.trim(),
  state: address.state.trim(),
  city: address.city.trim(),
  pincode: address.pincode.trim(),
});

/** /checkout: guests go to log in first and come back here. */
export default function CheckoutPage() {
  usePageHead({ title: 'Checkout | Sutra', noindex: true });
  const { signedIn } = useSession();
  if (!signedIn) return <Redirect to={loginPathFor('/checkout')} />;
  return <Checkout />;
}

/**
 * The checkout: My Information, Delivery and Billing Address, the order items with the delivery options, and the
 * summary. Every rupee shown comes from the server (the cart's prices, the coupon's discount, the points held), and
 * Complete Purchase charges what the server prices.
 */
function Checkout() {
  const { user } = useSession();
  const page = useCheckoutPageQuery({ fetchPolicy: 'cache-and-network' });
  const cart = useCart();
  const me = page.data?.me ?? null;
  const [form, dispatch] = useReducer(checkoutFormReducer, null, () =>
    initialCheckoutForm({ name: user?.name ?? '', email: user?.email ?? '' }, toAddressValues(null)),
  );
  const [delivery, setDelivery] = useState<DeliveryOption>('STANDARD');
  const [usePoints, setUsePoints] = useState(true);
  const [payment, setPayment] = useState<Choice>('ONLINE');
  // Untouched, the box shows the buyer's saved choice; what it shows when the order is placed becomes the choice.
  const [whatsappChoice, setWhatsappChoice] = useState<boolean | null>(null);
  const coupon = useCoupon();
  const purchase = usePurchase();
  const lines = cart.cart?.lines ?? [];
  const whatsappUpdates = whatsappChoice ?? me?.whatsappUpdates ?? false;

  useEffect(() => {
    if (page.error) console.error('Failed to load checkout', page.error);
  }, [page.error]);

  // The account fills the details once it answers (and again if it changes elsewhere).
  useEffect(() => {
    if (!me) return;
    dispatch({
      type: 'loaded',
      info: { name: me.name, email: me.email },
      delivery: toAddressValues(me.defaultAddress),
    });
  }, [me]);

  // Every figure is the server's: asked again whenever the coupon, the points toggle, the delivery option or the cart
  // changes, and once more when a cart write has settled or a payment window has closed.
  // Cash on delivery depends on the delivery pincode too (whether a courier collects cash there).
  const pincode = form.delivery.pincode.trim();
  const price = useCheckoutPrice(
    {
      couponCode: coupon.applied?.code ?? null,
      useMembershipPoints: usePoints,
      delivery,
      paymentMethod: payment,
      pincode: PINCODE.test(pincode) ? pincode : null,
    },
    { enabled: lines.length > 0, cartKey: lines.map((line) => `${line.id}:${line.quantity}`).join(',') },
  );
  const { refresh: refreshPrice } = price;
  const { processing } = purchase;
  useEffect(() => {
    if (!processing) refreshPrice();
  }, [processing, refreshPrice]);
  // Cash on delivery withdrawn (a bigger cart, another pincode): back to paying online, the reason shown beside it.
  const cashOnDelivery = price.summary?.cashOnDelivery ?? null;
  useEffect(() => {
    if (payment === 'CASH_ON_DELIVERY' && cashOnDelivery && !cashOnDelivery.available) setPayment('ONLINE');
  }, [payment, cashOnDelivery]);
  // Each delivery option's date for the delivery pincode, from the couriers Shiprocket names; where no courier is faster
  // than Standard's, Express is not offered (and a chosen Express goes back to Standard).
  const estimate = useDeliveryEstimate(PINCODE.test(pincode) ? pincode : null);
  const optionDates = estimate.status === 'answered' ? deliveryOptionDates(estimate.estimate) : null;
  const expressNotFaster = optionDates?.expressNotFaster ?? false;
  useEffect(() => {
    if (delivery === 'EXPRESS' && expressNotFaster) setDelivery('STANDARD');
  }, [delivery, expressNotFaster]);
  const removeLine = async (line: CartLine) => {
    await cart.remove(line);
    refreshPrice();
  };

  // While the payment window is open it charges the started checkout's price; otherwise the summary's price stands.
  const summaryPrice = purchase.processing && purchase.price ? purchase.price : (price.summary?.price ?? null);
  const figures = summaryPrice ? figuresOf(summaryPrice) : null;
  // A coupon the cart no longer qualifies for is priced without, and says why.
  const couponOutcome = price.summary?.coupon ?? null;
  const couponLapsed = coupon.applied && couponOutcome && !couponOutcome.applied ? couponOutcome.message : null;
  const pointsAvailable = page.data?.membership?.totalPoints ?? null;

  const placed = purchase.state.phase === 'placed' ? purchase.state : null;
  const inStock = lines.some((line) => line.inStock);

  const blockedReason =
    form.editing !== null
      ? 'Save or cancel your changes above first.'
      : !isShippable(form.delivery)
        ? 'Add your delivery address to continue.'
        : !inStock
          ? 'None of these items is in stock.'
          : !figures
            ? price.failed
              ? 'Your total could not be worked out. Please reload the page.'
              : 'Working out your total…'
            : null;

  const input = (): CheckoutInput => ({
    name: form.info.name.trim(),
    email: form.info.email.trim(),
    phone: me?.contactNumber || form.delivery.mobile.trim(),
    deliveryAddress: toCheckoutAddress(form.delivery),
    billingAddress: form.sameAsDelivery ? null : toCheckoutAddress(billedAddress(form)),
    delivery,
    couponCode: couponLapsed ? null : (coupon.applied?.code ?? null),
    useMembershipPoints: usePoints,
    paymentMethod: payment,
    whatsappUpdates,
  });
  const complete = () => void purchase.purchase(input());

  let body: React.ReactNode;
  if ((page.loading && !page.data) || cart.loading) {
    body = (
      <Center py="16">
        <Spinner size="lg" color="brand.navy" aria-label="Loading checkout" />
      </Center>
    );
  } else if (lines.length === 0) {
    body = placed ? null : (
      <Stack align="center" textAlign="center" gap="4" py="16" data-testid="checkout-empty">
        <Text fontSize="xl" fontFamily="heading">
          {cart.error && !cart.cart ? 'Your cart could not be loaded.' : 'Your cart is empty'}
        </Text>
        <Button asChild bg="brand.navy" color="white">
          <RouterLink to="/product-listing">Continue Shopping</RouterLink>
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Grid
        templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 24rem' }}
        gap={{ base: '6', lg: '10' }}
        alignItems="start"
      >
        <Stack gap="5" minW="0">
          {page.error && !me && (
            <FormAlert>Your account details could not be loaded. Please reload the page to add your address.</FormAlert>
          )}
          <CheckoutDetails state={form} dispatch={dispatch} viewer={me} locked={purchase.processing} />
          <OrderItems
            lines={lines}
            delivery={delivery}
            onDeliveryChange={setDelivery}
            onRemove={(line) => void removeLine(line)}
            locked={purchase.processing}
            dates={optionDates}
            pincode={pincode}
          />
          <DeliveryByLine pincode={form.delivery.pincode.trim()} option={delivery} />
        </Stack>
        <OrderSummary
          figures={figures}
          pricing={price.pricing}
          priceFailed={price.failed && !figures}
          coupon={coupon}
          couponLapsed={couponLapsed}
          pricedSubtotal={price.summary?.price.subtotal.paise ?? null}
          pointsAvailable={pointsAvailable}
          usePoints={usePoints}
          onUsePointsChange={setUsePoints}
          processing={purchase.processing}
          blockedReason={purchase.processing ? null : blockedReason}
          checkoutError={purchase.checkoutError}
          paymentChoice={
            <Stack gap="4">
              <PaymentChoice
                value={payment}
                onChange={setPayment}
                cashOnDelivery={cashOnDelivery}
                locked={purchase.processing}
              />
              <WhatsAppUpdates checked={whatsappUpdates} onChange={setWhatsappChoice} locked={purchase.processing} />
            </Stack>
          }
          onComplete={complete}
        />
      </Grid>
    );
  }

  return (
    <Box maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} fontWeight="normal" mb={{ base: '6', md: '8' }}>
        Checkout
      </Heading>
      {body}
      <PaymentFailedModal
        open={purchase.state.phase === 'failed'}
        detail={purchase.state.phase === 'failed' ? purchase.state.detail : null}
        onClose={purchase.dismissFailure}
        onRetry={() => {
          purchase.dismissFailure();
          complete();
        }}
      />
      <OrderPlacedModal
        open={placed !== null}
        orderNumber={placed?.orderNumber ?? null}
        message={placed?.message ?? ''}
      />
    </Box>
  );
}
