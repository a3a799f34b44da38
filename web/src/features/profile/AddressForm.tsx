import { fieldSlotRecipe } from '@chakra-theme/recipes/field';
import { nativeSelectSlotRecipe } from '@chakra-theme/recipes/native-select';
import { Button, Field, Grid, GridItem, HStack, NativeSelect, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { FormAlert } from '../../shared/forms/AuthLayout';
import { outlineButton, primaryButton } from '../../shared/forms/button-styles';
import { TextField } from '../../shared/forms/FormFields';
import { SubmitButton } from '../../shared/ui/SubmitButton';
import type { AddressField, AddressValues } from './address-values';
import { INDIAN_STATES, INDIAN_UNION_TERRITORIES } from './indian-states';

export interface AddressFormProps {
  values: AddressValues;
  onChange: (field: AddressField, value: string) => void;
  /** The api's messages per field (the form itself requires nothing: spec section 5). */
  errors: Partial<Record<AddressField, string>>;
  formError: string | null;
  saving: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  /** Names the form (default 'Edit delivery address'). */
  label?: string;
  /** The autofill section of the fields: a shipping or a billing address (default shipping). */
  autoCompleteSection?: 'shipping' | 'billing';
}

/**
 * The address form: fullName, mobile, add1, add2, landmark (optional), state, city, pincode. The profile and checkout
 * use it for delivery addresses, checkout also for the billing address (the same fields: name, phone, add1, add2,
 * landmark, state, city, pincode).
 */
export function AddressForm({
  values,
  onChange,
  errors,
  formError,
  saving,
  onSubmit,
  onCancel,
  label = 'Edit delivery address',
  autoCompleteSection = 'shipping',
}: AddressFormProps) {
  const section = autoCompleteSection;
  const stateId = useId();
  const stateErrorId = `${stateId}-error`;
  const text = (field: AddressField) => ({
    name: field,
    value: values[field],
    onChange: (value: string) => onChange(field, value),
    error: errors[field],
  });
  // An address saved with a state outside the list (older data) keeps it selectable.
  const known =
    (INDIAN_STATES as readonly string[]).includes(values.state) ||
    (INDIAN_UNION_TERRITORIES as readonly string[]).includes(values.state);

  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="4">
        {formError && <FormAlert>{formError}</FormAlert>}
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          <TextField label="Full Name" autoComplete={`${section} name`} required {...text('fullName')} />
          <TextField
            label="Mobile Number"
            type="tel"
            inputMode="tel"
            autoComplete={`${section} tel`}
            required
            {...text('mobile')}
          />
          <GridItem colSpan={{ base: 1, md: 2 }}>
            <TextField label="Address Line 1" autoComplete={`${section} address-line1`} required {...text('add1')} />
          </GridItem>
          <GridItem colSpan={{ base: 1, md: 2 }}>
            <TextField label="Address Line 2" autoComplete={`${section} address-line2`} {...text('add2')} />
          </GridItem>
          <GridItem colSpan={{ base: 1, md: 2 }}>
            <TextField label="Landmark (optional)" {...text('landmark')} />
          </GridItem>
          <Field.Root
            recipe={fieldSlotRecipe}
            id={stateId}
            ids={{ errorText: stateErrorId }}
            invalid={Boolean(errors.state)}
            required
          >
            <Field.Label fontWeight="medium">
              State
              <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
              <NativeSelect.Field
                name="state"
                value={values.state}
                onChange={(e) => onChange('state', e.target.value)}
                autoComplete={`${section} address-level1`}
                aria-required
                aria-describedby={errors.state ? stateErrorId : undefined}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.gold', outlineOffset: '1px' }}
              >
                <option value="">Select state</option>
                {!known && values.state && <option value={values.state}>{values.state}</option>}
                <optgroup label="States">
                  {INDIAN_STATES.map((state) => (
                    <option key={state} value={state}>
                      {state}
                    </option>
                  ))}
                </optgroup>
                <optgroup label="Union Territories">
                  {INDIAN_UNION_TERRITORIES.map((state) => (
                    <option key={state} value={state}>
                      {state}
                    </option>
                  ))}
                </optgroup>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {errors.state && <Field.ErrorText>{errors.state}</Field.ErrorText>}
          </Field.Root>
          <TextField label="City" autoComplete={`${section} address-level2`} required {...text('city')} />
          <TextField
            label="Pincode"
            inputMode="numeric"
            autoComplete={`${section} postal-code`}
            maxLength={6}
            required
            {...text('pincode')}
          />
        </Grid>
        <HStack gap="3">
          <SubmitButton {...primaryButton} loading={saving} loadingText="Saving">
            Save
          </SubmitButton>
          <Button type="button" {...outlineButton} onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
