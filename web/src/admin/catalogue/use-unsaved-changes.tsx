import { dialogSlotRecipe } from '@chakra-theme/recipes/dialog';
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

export const LEAVE_TITLE = 'Leave without saving?';

/**
 * Warns before unsaved changes are lost: a navigation inside the admin is held while a dialog asks, and leaving the
 * page (reload, close, another site) gets the browser's own question. Changing only the query (the list's filters)
 * is not leaving.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const blocked = blocker.state === 'blocked';
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      role="alertdialog"
      open={blocked}
      onOpenChange={(details) => {
        if (!details.open && blocker.state === 'blocked') blocker.reset();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{LEAVE_TITLE}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>This product has changes that are not saved. They will be lost.</Text>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="outline" onClick={() => blocker.reset?.()}>
                Stay and keep editing
              </Button>
              <Button colorPalette="red" onClick={() => blocker.proceed?.()}>
                Leave without saving
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
