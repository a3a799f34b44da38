import { checkboxSlotRecipe } from '@chakra-theme/recipes/checkbox';
import { Checkbox, Text } from '@chakra-ui/react';
import { WHATSAPP_UPDATES_LABEL } from '../profile';

export interface WhatsAppUpdatesProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  locked: boolean;
}

/**
 * The buyer's consent to order updates on WhatsApp (placed, shipped with its tracking link, out for delivery,
 * delivered, refunds). Ticked from the buyer's saved choice; what is ticked when the order is placed is saved as the
 * choice. Without it the same updates come by SMS.
 */
export function WhatsAppUpdates({ checked, onChange, locked }: WhatsAppUpdatesProps) {
  return (
    <Checkbox.Root
      recipe={checkboxSlotRecipe}
      checked={checked}
      onCheckedChange={(e) => onChange(e.checked === true)}
      disabled={locked}
      alignItems="start"
      data-testid="whatsapp-updates"
    >
      <Checkbox.HiddenInput name="whatsappUpdates" />
      <Checkbox.Control mt="0.5" />
      <Checkbox.Label>
        {WHATSAPP_UPDATES_LABEL}
        <Text as="span" display="block" fontWeight="normal" fontSize="sm" color="fg.muted">
          Without it, we text them to your phone.
        </Text>
      </Checkbox.Label>
    </Checkbox.Root>
  );
}
