import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { AddressFieldsFragment, DeliveryAddressFragment } from '../../__generated__/graphql';
import { useUpdateAddressesMutation } from '../../__generated__/operations/UpdateAddresses';
import { serverRefusal } from '../../shared/errors';
import { FormAlert } from '../../shared/forms/AuthLayout';
import { SettingsSection } from '../../shared/ui/SettingsSection';
import { AddressForm } from './AddressForm';
import { type AddressField, type AddressValues, toAddressInput, toAddressValues } from './address-values';
import { UPDATE_NO_DATA, UpdateNoDataError } from './use-save-info';

const ADDRESS_FIELDS: readonly AddressField[] = [
  'fullName',
  'mobile',
  'add1',
  'add2',
  'landmark',
  'state',
  'city',
  'pincode',
];

/** The address as lines: name, street, landmark, city/state/pincode, mobile (blank parts skipped). */
function AddressLines({ address }: { address: AddressFieldsFragment }) {
  const lines = [
    { key: 'name', text: address.fullName },
    { key: 'street', text: [address.add1, address.add2].filter(Boolean).join(', ') },
    { key: 'landmark', text: address.landmark && `Landmark: ${address.landmark}` },
    {
      key: 'place',
      text: [address.city, [address.state, address.pincode].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    },
    { key: 'mobile', text: address.mobile && `Mobile: ${address.mobile}` },
  ].filter((line) => line.text);
  return (
    <Stack as="address" gap="0.5" fontStyle="normal" data-testid="delivery-address">
      {lines.map(({ key, text }) => (
        <Text key={key} fontWeight={key === 'name' ? 'semibold' : 'normal'}>
          {text}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * The 'Delivery Address' block: the first saved address or 'No address saved yet'; Edit Info opens the address form,
 * which saves through `updateAddresses` as the default (first) address, keeping any others. `viewer` is null while
 * the profile could not be loaded: then the addresses are unknown and cannot be edited.
 */
export function DeliveryAddress({ viewer }: { viewer: DeliveryAddressFragment | null }) {
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<AddressValues>(toAddressValues(null));
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [updateAddresses, { loading }] = useUpdateAddressesMutation();
  const address = viewer?.defaultAddress ?? null;

  const open = () => {
    setValues(toAddressValues(address));
    setErrors({});
    setFormError(null);
    setSaved(false);
    setEditing(true);
  };

  const save = async () => {
    if (!viewer) return;
    setFormError(null);
    setErrors({});
    const others = viewer.addresses.slice(address ? 1 : 0).map((a) => toAddressInput(a, false));
    try {
      const { data } = await updateAddresses({ variables: { addresses: [toAddressInput(values, true), ...others] } });
      if (!data?.updateAddresses) throw new UpdateNoDataError();
      setEditing(false);
      setSaved(true);
    } catch (error) {
      console.error('Address update failed', error);
      const refusal = serverRefusal(error, 'addresses.0.');
      if (!refusal) {
        setFormError(error instanceof UpdateNoDataError ? UPDATE_NO_DATA : 'Something went wrong');
        return;
      }
      const { fields, general } = refusal;
      const byField: Partial<Record<AddressField, string>> = {};
      for (const field of ADDRESS_FIELDS) if (fields[field]) byField[field] = fields[field];
      setErrors(byField);
      const shown = new Set(Object.values(byField));
      const rest = [...general, ...Object.values(fields).filter((text) => !shown.has(text))];
      setFormError(rest.length > 0 ? [...new Set(rest)].join('. ') : 'Please check the highlighted fields.');
    }
  };

  return (
    <SettingsSection
      title="Delivery Address"
      onEdit={editing ? undefined : open}
      editDisabled={!viewer}
      testId="delivery-address-section"
    >
      {editing ? (
        <AddressForm
          values={values}
          onChange={(field, value) => {
            setValues((v) => ({ ...v, [field]: value }));
            setErrors((e) => ({ ...e, [field]: undefined }));
          }}
          errors={errors}
          formError={formError}
          saving={loading}
          onSubmit={() => void save()}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <Stack gap="3">
          {saved && <FormAlert status="success">Your delivery address has been saved.</FormAlert>}
          {address ? <AddressLines address={address} /> : viewer && <Text color="fg.muted">No address saved yet</Text>}
        </Stack>
      )}
    </SettingsSection>
  );
}
