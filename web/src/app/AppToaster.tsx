import { toastSlotRecipe } from '@chakra-theme/recipes/toast';
import { type CreateToasterReturn, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { toasters } from './toaster-stores';

/** Renders the toasts of both stores; mounted once, by `ToasterHost`, after the first notice. */
export default function AppToaster() {
  return (
    <Portal>
      <EdgeToaster toaster={toasters.top} />
      <EdgeToaster toaster={toasters.bottom} />
    </Portal>
  );
}

function EdgeToaster({ toaster }: { toaster: CreateToasterReturn }) {
  return (
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
  );
}
