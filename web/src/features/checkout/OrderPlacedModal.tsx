import { dialogSlotRecipe } from '@chakra-theme/recipes/dialog';
import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { CircleCheck } from 'lucide-react';
import { Link as RouterLink } from 'react-router';

export interface OrderPlacedModalProps {
  open: boolean;
  /** The placed order's number, when known. */
  orderNumber?: string | null;
  /**
   * What the api says about the placed order's payment (`Order.payment.placedMessage`): the spec's words for a card or
   * UPI payment, and for cash on delivery that nothing is paid yet and what to pay at the door.
   */
  message: string;
}

/**
 * The spec's Order Placed modal: Check Order goes to /profile/orders, Go Home Page to /. It closes only through its
 * two actions: the cart it came from is gone, so there is nothing to go back to.
 */
export function OrderPlacedModal({ open, orderNumber, message }: OrderPlacedModalProps) {
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      placement="center"
      role="alertdialog"
      closeOnEscape={false}
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" data-testid="order-placed">
            <Dialog.Header>
              <Dialog.Title display="flex" alignItems="center" gap="2" color="green.700">
                <CircleCheck size={22} aria-hidden />
                Order Placed
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="2">
                <Text data-testid="placed-message">{message}</Text>
                {orderNumber && (
                  <Text fontSize="sm" color="fg.muted">
                    Order number{' '}
                    <Text as="span" fontWeight="semibold" color="fg" data-testid="placed-order-number">
                      {orderNumber}
                    </Text>
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button asChild variant="outline" borderColor="brand.navy" color="brand.navy">
                <RouterLink to="/">Go Home Page</RouterLink>
              </Button>
              <Button asChild bg="brand.navy" color="white" _hover={{ bg: 'brand.navy/90' }}>
                <RouterLink to="/profile/orders">Check Order</RouterLink>
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
