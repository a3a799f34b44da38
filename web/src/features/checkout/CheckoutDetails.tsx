import { checkboxSlotRecipe } from '@chakra-theme/recipes/checkbox';
import { Button, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import { type Dispatch, useState } from 'react';
import type { DeliveryAddressFragment } from '../../__generated__/graphql';
import { useUpdateAddressesMutation } from '../../__generated__/operations/UpdateAddresses';
import { readableServerError, serverRefusal } from '../../shared/errors';
import { FormAlert } from '../../shared/forms/AuthLayout';
import { outlineButton, primaryButton } from '../../shared/forms/button-styles';
import { TextField } from '../../shared/forms/FormFields';
import { InfoRows, SettingsSection } from '../../shared/ui/SettingsSection';
import { SubmitButton } from '../../shared/ui/SubmitButton';
import {
  type AddressField,
  AddressForm,
  type AddressValues,
  CurrentPasswordField,
  toAddressInput,
  useSaveInfo,
} from '../profile';
import {
  type BillingErrors,
  billedAddress,
  type CheckoutFormAction,
  type CheckoutFormState,
  type Section,
  validateBilling,
} from './checkout-form';

/** An address as a few lines (blank parts skipped), or `empty` when there is nothing to show. */
export function AddressSummary({ address, empty, testId }: { address: AddressValues; empty: string; testId: string }) {
  const lines = [
    address.fullName,
    [address.add1, address.add2].filter(Boolean).join(', '),
    address.landmark && `Landmark: ${address.landmark}`,
    [address.city, [address.state, address.pincode].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    address.mobile && `Phone: ${address.mobile}`,
  ].filter(Boolean);
  if (lines.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return (
    <Stack as="address" gap="0.5" fontStyle="normal" data-testid={testId}>
      {lines.map((line, i) => (
        <Text key={line} fontWeight={i === 0 && address.fullName ? 'semibold' : 'normal'}>
          {line}
        </Text>
      ))}
    </Stack>
  );
}

export interface CheckoutDetailsProps {
  state: CheckoutFormState;
  dispatch: Dispatch<CheckoutFormAction>;
  /** The account's addresses, so a saved delivery address keeps the others; null while the account is unknown. */
  viewer: DeliveryAddressFragment | null;
  /** Nothing can be edited while a purchase is running. */
  locked: boolean;
}

/**
 * Checkout's My Information, Delivery Address and Billing Address. One section is edited at a time: while one is
 * open, the others' Edit Info buttons are disabled. My Information and the delivery address are saved to the account
 * (and the stored user); billing belongs to this order only, checked here for the fields it needs.
 */
export function CheckoutDetails({ state, dispatch, viewer, locked }: CheckoutDetailsProps) {
  const [addressErrors, setAddressErrors] = useState<BillingErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const info = useSaveInfo(state.info.email);
  const [updateAddresses, addressCall] = useUpdateAddressesMutation();
  const saving = info.saving || addressCall.loading;

  const editDisabled = (section: Section) => locked || (state.editing !== null && state.editing !== section);
  // The open section's own button hides; the others stay, disabled, until it is saved or cancelled.
  const onEdit = (section: Section) =>
    state.editing === section
      ? undefined
      : () => {
          info.reset();
          setAddressErrors({});
          setFormError(null);
          dispatch({ type: 'edit', section });
        };

  const changeAddress = (field: AddressField, value: string) => {
    dispatch({ type: 'changeAddress', field, value });
    setAddressErrors((e) => ({ ...e, [field]: undefined }));
  };

  const saveInfo = async (event: React.FormEvent) => {
    event.preventDefault();
    if (await info.save(state.infoDraft)) dispatch({ type: 'saved' });
  };

  const saveDelivery = async () => {
    if (!viewer) return;
    setFormError(null);
    setAddressErrors({});
    const others = viewer.addresses.slice(viewer.defaultAddress ? 1 : 0).map((a) => toAddressInput(a, false));
    try {
      const { data } = await updateAddresses({
        variables: { addresses: [toAddressInput(state.addressDraft, true), ...others] },
      });
      if (!data?.updateAddresses) throw new Error('Update failed - no response data');
      dispatch({ type: 'saved' });
    } catch (error) {
      console.error('Address update failed', error);
      const refusal = serverRefusal(error, 'addresses.0.');
      if (!refusal) {
        setFormError('Something went wrong');
        return;
      }
      setAddressErrors(refusal.fields);
      setFormError(
        Object.keys(refusal.fields).length > 0
          ? 'Please check the highlighted fields.'
          : (readableServerError(error) ?? 'Something went wrong'),
      );
    }
  };

  const saveBilling = () => {
    setFormError(null);
    if (state.sameAsDelivery) {
      dispatch({ type: 'saved' });
      return;
    }
    const found = validateBilling(state.addressDraft);
    setAddressErrors(found);
    if (Object.keys(found).length === 0) dispatch({ type: 'saved' });
  };

  const billing = billedAddress(state);

  return (
    <Stack gap="5">
      <SettingsSection
        title="My Information"
        onEdit={onEdit('info')}
        editDisabled={editDisabled('info')}
        testId="checkout-information"
      >
        {state.editing === 'info' ? (
          <form noValidate onSubmit={saveInfo} aria-label="Edit my information">
            <Stack gap="4" maxW="lg">
              {info.formError && <FormAlert>{info.formError}</FormAlert>}
              <TextField
                label="Name"
                name="name"
                autoComplete="name"
                value={state.infoDraft.name}
                onChange={(value) => {
                  dispatch({ type: 'changeInfo', field: 'name', value });
                  info.clearError('name');
                }}
                error={info.errors.name}
                required
              />
              <TextField
                label="Email"
                name="email"
                type="email"
                autoComplete="email"
                value={state.infoDraft.email}
                onChange={(value) => {
                  dispatch({ type: 'changeInfo', field: 'email', value });
                  info.clearError('email');
                }}
                error={info.errors.email}
                required
              />
              <CurrentPasswordField info={info} typedEmail={state.infoDraft.email} savedEmail={state.info.email} />
              <HStack gap="3">
                <SubmitButton {...primaryButton} loading={saving} loadingText="Saving">
                  Save
                </SubmitButton>
                <Button type="button" {...outlineButton} onClick={() => dispatch({ type: 'cancel' })} disabled={saving}>
                  Cancel
                </Button>
              </HStack>
            </Stack>
          </form>
        ) : (
          <InfoRows
            rows={[
              { label: 'Name', value: state.info.name, testId: 'checkout-name' },
              { label: 'Email', value: state.info.email, testId: 'checkout-email' },
            ]}
          />
        )}
      </SettingsSection>

      <SettingsSection
        title="Delivery Address"
        onEdit={onEdit('delivery')}
        editDisabled={editDisabled('delivery') || !viewer}
        testId="checkout-delivery"
      >
        {state.editing === 'delivery' ? (
          <AddressForm
            values={state.addressDraft}
            onChange={changeAddress}
            errors={addressErrors}
            formError={formError}
            saving={saving}
            onSubmit={() => void saveDelivery()}
            onCancel={() => dispatch({ type: 'cancel' })}
          />
        ) : (
          <AddressSummary address={state.delivery} empty="No address saved yet" testId="checkout-delivery-address" />
        )}
      </SettingsSection>

      <SettingsSection
        title="Billing Address"
        onEdit={onEdit('billing')}
        editDisabled={editDisabled('billing')}
        testId="checkout-billing"
      >
        <Stack gap="4">
          <Checkbox.Root
            recipe={checkboxSlotRecipe}
            checked={state.sameAsDelivery}
            onCheckedChange={(e) => dispatch({ type: 'sameAsDelivery', checked: e.checked === true })}
            disabled={locked || (state.editing !== null && state.editing !== 'billing')}
          >
            <Checkbox.HiddenInput name="sameAsDelivery" />
            <Checkbox.Control />
            <Checkbox.Label>Same as delivery address</Checkbox.Label>
          </Checkbox.Root>
          {state.editing === 'billing' ? (
            <AddressForm
              label="Edit billing address"
              autoCompleteSection="billing"
              values={state.addressDraft}
              onChange={changeAddress}
              errors={addressErrors}
              formError={formError}
              saving={false}
              onSubmit={saveBilling}
              onCancel={() => dispatch({ type: 'cancel' })}
            />
          ) : (
            <AddressSummary address={billing} empty="No billing address yet" testId="checkout-billing-address" />
          )}
        </Stack>
      </SettingsSection>
    </Stack>
  );
}
