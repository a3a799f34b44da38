import { Button, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { MyInformationFragment } from '../../__generated__/graphql';
import { useUpdateProfileMutation } from '../../__generated__/operations/UpdateProfile';
import { FormAlert, outlineButton, primaryButton } from '../accounts/AuthLayout';
import { parseServerValidation, serverMessage } from '../accounts/errors';
import { TextField } from '../accounts/FormFields';
import { saveUser } from '../accounts/session';
import { toStoredUser } from '../accounts/session-user';
import { InfoRows, SettingsSection } from './SettingsSection';

export const UPDATE_NO_DATA = 'Update failed - no response data';

interface Values {
  name: string;
  email: string;
}

/** The 'My Information' block: name and email; Edit Info opens a form (both required) that saves to the stored user. */
export function MyInformation({ viewer }: { viewer: Pick<MyInformationFragment, 'name' | 'email'> }) {
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<Values>({ name: '', email: '' });
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [updateProfile, { loading }] = useUpdateProfileMutation();

  const open = () => {
    setValues({ name: viewer.name, email: viewer.email });
    setErrors({});
    setFormError(null);
    setSaved(false);
    setEditing(true);
  };

  const edit = (field: keyof Values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found: Partial<Values> = {};
    if (!values.name.trim()) found.name = 'Name is required';
    if (!values.email.trim()) found.email = 'Email is required';
    setErrors(found);
    if (found.name || found.email) return;
    try {
      const { data } = await updateProfile({
        variables: { input: { name: values.name.trim(), email: values.email.trim() } },
      });
      if (!data?.updateProfile) throw new Error(UPDATE_NO_DATA);
      saveUser(toStoredUser(data.updateProfile));
      setEditing(false);
      setSaved(true);
    } catch (error) {
      console.error('Profile update failed', error);
      const message = serverMessage(error);
      if (!message) {
        setFormError(
          error instanceof Error && error.message === UPDATE_NO_DATA ? UPDATE_NO_DATA : 'Something went wrong',
        );
        return;
      }
      const { fields, general } = parseServerValidation(message);
      setErrors({ name: fields.name, email: fields.email });
      const rest = [
        ...general,
        ...Object.entries(fields)
          .filter(([k]) => k !== 'name' && k !== 'email')
          .map(([, v]) => v),
      ];
      if (rest.length > 0) setFormError(rest.join('. '));
    }
  };

  return (
    <SettingsSection title="My Information" onEdit={editing ? undefined : open} testId="my-information">
      {editing ? (
        <form noValidate onSubmit={onSubmit} aria-label="Edit my information">
          <Stack gap="4" maxW="lg">
            {formError && <FormAlert>{formError}</FormAlert>}
            <TextField
              label="Name"
              name="name"
              autoComplete="name"
              value={values.name}
              onChange={edit('name')}
              error={errors.name}
              required
            />
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={edit('email')}
              error={errors.email}
              required
            />
            <HStack gap="3">
              <Button type="submit" {...primaryButton} loading={loading} loadingText="Saving">
                Save
              </Button>
              <Button type="button" {...outlineButton} onClick={() => setEditing(false)} disabled={loading}>
                Cancel
              </Button>
            </HStack>
          </Stack>
        </form>
      ) : (
        <Stack gap="3">
          {saved && <FormAlert status="success">Your information has been updated.</FormAlert>}
          <InfoRows
            rows={[
              { label: 'Name', value: viewer.name, testId: 'info-name' },
              { label: 'Email', value: viewer.email, testId: 'info-email' },
            ]}
          />
        </Stack>
      )}
    </SettingsSection>
  );
}
