import { Button, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { MyInformationFragment } from '../../__generated__/graphql';
import { FormAlert } from '../../shared/forms/AuthLayout';
import { outlineButton, primaryButton } from '../../shared/forms/button-styles';
import { TextField } from '../../shared/forms/FormFields';
import { InfoRows, SettingsSection } from '../../shared/ui/SettingsSection';
import { SubmitButton } from '../../shared/ui/SubmitButton';
import { CurrentPasswordField } from './CurrentPasswordField';
import { type InfoDraft, useSaveInfo } from './use-save-info';

export { UPDATE_NO_DATA } from './use-save-info';

/**
 * The 'My Information' block: name and email; Edit Info opens a form (both required, and the current password when
 * the email changes) that saves to the account and the stored user.
 */
export function MyInformation({ viewer }: { viewer: Pick<MyInformationFragment, 'name' | 'email'> }) {
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<InfoDraft>({ name: '', email: '' });
  const [saved, setSaved] = useState(false);
  const info = useSaveInfo(viewer.email);

  const open = () => {
    setValues({ name: viewer.name, email: viewer.email });
    info.reset();
    setSaved(false);
    setEditing(true);
  };

  const edit = (field: keyof InfoDraft) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    info.clearError(field);
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (await info.save(values)) {
      setEditing(false);
      setSaved(true);
    }
  };

  return (
    <SettingsSection title="My Information" onEdit={editing ? undefined : open} testId="my-information">
      {editing ? (
        <form noValidate onSubmit={onSubmit} aria-label="Edit my information">
          <Stack gap="4" maxW="lg">
            {info.formError && <FormAlert>{info.formError}</FormAlert>}
            <TextField
              label="Name"
              name="name"
              autoComplete="name"
              value={values.name}
              onChange={edit('name')}
              error={info.errors.name}
              required
            />
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={edit('email')}
              error={info.errors.email}
              required
            />
            <CurrentPasswordField info={info} typedEmail={values.email} savedEmail={viewer.email} />
            <HStack gap="3">
              <SubmitButton {...primaryButton} loading={info.saving} loadingText="Saving">
                Save
              </SubmitButton>
              <Button type="button" {...outlineButton} onClick={() => setEditing(false)} disabled={info.saving}>
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
