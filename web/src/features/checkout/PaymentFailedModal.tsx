import { dialogSlotRecipe } from '@chakra-theme/recipes/dialog';
import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { CircleAlert } from 'lucide-react';
import { Link as RouterLink } from 'react-router';

export const PAYMENT_FAILED_TEXT =
  'Hey there. We tried to charge you with your selected payment mode, but something went wrong. Please change your payment method below to continue.';

export interface PaymentFailedModalProps {
  open: boolean;
  /** Why, when there is more to say (the checkout script did not load). */
  detail?: string | null;
  /** UPDATE PAYMENT METHOD: opens the payment window again. */
  onRetry: () => void;
  onClose: () => void;
}

/** The spec's Payment Failed modal: shown for a failed or refused payment, a failed order or a script load failure. */
export function PaymentFailedModal({ open, detail, onRetry, onClose }: PaymentFailedModalProps) {
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      placement="center"
      role="alertdialog"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" data-testid="payment-failed">
            <Dialog.Header>
              <Dialog.Title display="flex" alignItems="center" gap="2" color="brand.sale">
                <CircleAlert size={22} aria-hidden />
                Payment Failed
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>{PAYMENT_FAILED_TEXT}</Text>
                {detail && (
                  <Text fontSize="sm" color="fg.muted" data-testid="payment-failed-detail">
                    {detail}
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button asChild variant="outline" borderColor="brand.navy" color="brand.navy" onClick={onClose}>
                <RouterLink to="/support">Contact Support</RouterLink>
              </Button>
              <Button bg="brand.navy" color="white" _hover={{ bg: 'brand.navy/90' }} onClick={onRetry}>
                UPDATE PAYMENT METHOD
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close dialog" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
