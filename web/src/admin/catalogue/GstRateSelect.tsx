import { nativeSelectSlotRecipe } from '@chakra-theme/recipes/native-select';
import { NativeSelect } from '@chakra-ui/react';
import { GST_CHOICES } from './product-form';

/** A product's own GST rate, or none: the apparel rule by price then applies (`rules/src/invoice/gst-rates.ts`). */
export function GstRateSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm" width="auto">
      <NativeSelect.Field aria-label="GST rate" value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">GST by price (apparel rule)</option>
        {GST_CHOICES.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
