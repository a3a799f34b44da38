import { toastSlotRecipe } from '@chakra-theme/recipes/toast';
import { createToaster, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';

/** The storefront's single toaster store; `notify()` (toast.ts) creates toasts in it. */
export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, max: 4 });

/** Renders the toasts of `toaster`; mounted once, by `ToasterHost`, after the first notice. */
export default function AppToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          // Chakra's success green and its 80 % description fall short of AA contrast (4.5:1) under white text.
          <Toast.Root
            recipe={toastSlotRecipe}
            width={{ md: 'sm' }}
            data-testid="toast"
            data-type={toast.type}
            css={{ '&[data-type=success]': { bg: 'green.700' } }}
          >
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description opacity={1}>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label="Dismiss" />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
