import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useChangePasswordMutation } from '../../__generated__/operations/ChangePassword';
import { readableServerError } from '../../shared/errors';
import { FormAlert } from '../../shared/forms/AuthLayout';
import { outlineButton, primaryButton } from '../../shared/forms/button-styles';
import { PasswordField } from '../../shared/forms/FormFields';
import { readUser, saveSession } from '../../shared/session/session';
import { toStoredUser } from '../../shared/session/session-user';
import { SettingsSection } from '../../shared/ui/SettingsSection';
import { SubmitButton } from '../../shared/ui/SubmitButton';

export const NO_STORED_USER = 'User not found in localStorage';
export const FILL_ALL_FIELDS = 'Please fill in all fields';
export const CHANGE_FAILED = 'Something went wrong';
export const PASSWORD_CHANGED = 'Your password has been changed. Other devices have been signed out.';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The 'Privacy' block: Change Password (current, new and re-entered password; Save and Close). The current one is
 * checked by the server only. Success stores the token the server answers, since every older one stops working.
 */
export function ChangePassword() {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [changePassword, { loading }] = useChangePasswordMutation();

  const close = () => {
    setOpen(false);
    setValues(EMPTY);
    setError(null);
  };

  const edit = (field: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!readUser()) return setError(NO_STORED_USER);
    if (!values.newPassword || !values.confirmPassword) return setError(FILL_ALL_FIELDS);
    try {
      const { data } = await changePassword({ variables: { input: values } });
      const payload = data?.changePassword;
      if (!payload?.token) return setError(CHANGE_FAILED);
      // The old token is refused from now on: the server's session cookie must name the new one before a reload.
      await saveSession(payload.token, toStoredUser(payload.viewer));
      close();
      setDone(true);
    } catch (failure) {
      // The spec shows a refusal in the form's one alert (a wrong current password included).
      setError(readableServerError(failure) ?? CHANGE_FAILED);
    }
  };

  return (
    <SettingsSection title="Privacy" testId="privacy">
      {open ? (
        <form noValidate onSubmit={onSubmit} aria-label="Change Password">
          <Stack gap="4" maxW="lg">
            <Text as="h3" fontWeight="semibold" color="brand.navy">
              Change Password
            </Text>
            {error && <FormAlert>{error}</FormAlert>}
            <PasswordField
              label="Current Password"
              name="currentPassword"
              autoComplete="current-password"
              toggleName="current password"
              value={values.currentPassword}
              onChange={edit('currentPassword')}
            />
            <PasswordField
              label="New Password"
              name="newPassword"
              autoComplete="new-password"
              toggleName="new password"
              helperText="At least 6 characters"
              value={values.newPassword}
              onChange={edit('newPassword')}
            />
            <PasswordField
              label="Re-enter New Password"
              name="confirmPassword"
              autoComplete="new-password"
              toggleName="re-entered password"
              value={values.confirmPassword}
              onChange={edit('confirmPassword')}
            />
            <HStack gap="3">
              <SubmitButton {...primaryButton} loading={loading} loadingText="Saving">
                Save
              </SubmitButton>
              <Button type="button" {...outlineButton} onClick={close} disabled={loading}>
                Close
              </Button>
            </HStack>
          </Stack>
        </form>
      ) : (
        <Stack gap="3" align="start">
          {done && <FormAlert status="success">{PASSWORD_CHANGED}</FormAlert>}
          <Text color="fg.muted">Keep your account safe with a password you use nowhere else.</Text>
          <Button
            {...outlineButton}
            size="sm"
            onClick={() => {
              setDone(false);
              setOpen(true);
            }}
          >
            Change Password
          </Button>
        </Stack>
      )}
    </SettingsSection>
  );
}
