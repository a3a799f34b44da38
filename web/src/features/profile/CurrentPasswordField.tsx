import { PasswordField } from '../../shared/forms/FormFields';
import { changesEmail, type SaveInfo } from './use-save-info';

/** The current password, asked for only while the typed email would change the account's. */
export function CurrentPasswordField({
  info,
  typedEmail,
  savedEmail,
}: {
  info: SaveInfo;
  typedEmail: string;
  savedEmail: string;
}) {
  if (!changesEmail(typedEmail, savedEmail)) return null;
  return (
    <PasswordField
      label="Current password"
      name="currentPassword"
      autoComplete="current-password"
      toggleName="current password"
      value={info.currentPassword}
      onChange={(value) => {
        info.setCurrentPassword(value);
        info.clearError('currentPassword');
      }}
      error={info.errors.currentPassword}
      helperText="Needed to change your email. We will let your old address know."
      required
    />
  );
}
