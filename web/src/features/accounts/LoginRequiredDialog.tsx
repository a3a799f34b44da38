import { dialogSlotRecipe } from '@chakra-theme/recipes/dialog';
import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router';

/** The spec's dialog for a guest's wishlist or cart action; 'Go to Login' comes back here after signing in. */
export default function LoginRequiredDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const location = useLocation();
  const back = encodeURIComponent(`${location.pathname}${location.search}`);
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
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Login Required</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>Please login before accessing your Wishlist or Cart.</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
              <Button asChild bg="brand.navy" color="white" onClick={onClose}>
                <RouterLink to={`/login?redirect=${back}`}>Go to Login</RouterLink>
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
