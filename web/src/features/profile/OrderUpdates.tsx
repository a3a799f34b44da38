import { checkboxSlotRecipe } from '@chakra-theme/recipes/checkbox';
import { Checkbox, Stack, Text } from '@chakra-ui/react';
import type { OrderUpdatesFragment } from '../../__generated__/graphql';
import { useSaveOrderUpdatesMutation } from '../../__generated__/operations/SaveOrderUpdates';
import { readableServerError } from '../../shared/errors';
import { FormAlert } from '../../shared/forms/AuthLayout';
import { SettingsSection } from '../../shared/ui/SettingsSection';

/** The consent's words, at checkout and in the profile alike. */
export const WHATSAPP_UPDATES_LABEL = 'Send me order updates on WhatsApp';

/**
 * Order updates: WhatsApp (ticked) or SMS. Ticking or unticking saves it at once, for the orders placed from now on
 * (an order keeps the choice it was placed with); checkout asks the same question.
 */
export function OrderUpdates({ viewer }: { viewer: OrderUpdatesFragment | null }) {
  const [save, { loading, error }] = useSaveOrderUpdatesMutation();
  const checked = viewer?.whatsappUpdates ?? false;
  return (
    <SettingsSection title="Order updates" testId="order-updates">
      <Stack gap="2">
        {error && (
          <FormAlert>{readableServerError(error) ?? 'Your choice could not be saved. Please try again.'}</FormAlert>
        )}
        <Checkbox.Root
          recipe={checkboxSlotRecipe}
          checked={checked}
          disabled={!viewer || loading}
          onCheckedChange={(e) =>
            void save({ variables: { whatsappUpdates: e.checked === true } }).catch((failure: unknown) =>
              console.error('Failed to save the order updates choice', failure),
            )
          }
        >
          <Checkbox.HiddenInput name="whatsappUpdates" />
          <Checkbox.Control />
          <Checkbox.Label>{WHATSAPP_UPDATES_LABEL}</Checkbox.Label>
        </Checkbox.Root>
        <Text fontSize="sm" color="fg.muted">
          {checked
            ? 'We send your order updates on WhatsApp, and by SMS if WhatsApp cannot reach you.'
            : 'We text your order updates to your phone.'}
        </Text>
      </Stack>
    </SettingsSection>
  );
}
