import { useState } from 'react';
import { useUpdateProfileMutation } from '../../__generated__/operations/UpdateProfile';
import { serverRefusal } from '../../shared/errors';
import { saveUser } from '../../shared/session/session';
import { toStoredUser } from '../../shared/session/session-user';

export const UPDATE_NO_DATA = 'Update failed - no response data';

/** The server answered a save without the saved data: told apart by its class, never by its message. */
export class UpdateNoDataError extends Error {
  constructor() {
    super(UPDATE_NO_DATA);
    this.name = 'UpdateNoDataError';
  }
}
export const CURRENT_PASSWORD_REQUIRED = 'Current password is required';

export interface InfoDraft {
  name: string;
  email: string;
}

export interface InfoErrors {
  name?: string | undefined;
  email?: string | undefined;
  currentPassword?: string | undefined;
}

/** Whether a typed email would change the account's: the store then wants the current password. */
export const changesEmail = (typed: string, saved: string): boolean =>
  Boolean(typed.trim()) && typed.trim().toLowerCase() !== saved.trim().toLowerCase();

const FIELDS = new Set(['name', 'email', 'currentPassword']);

/**
 * Saving My Information, on the profile page and at checkout alike: name and email are required, and a new email
 * needs the current password (the store then tells the old address). The answer updates the stored user. Failures are
 * logged; the server's messages go under their fields or above the form.
 */
export function useSaveInfo(savedEmail: string) {
  const [updateProfile, { loading }] = useUpdateProfileMutation();
  const [currentPassword, setCurrentPassword] = useState('');
  const [errors, setErrors] = useState<InfoErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const reset = () => {
    setCurrentPassword('');
    setErrors({});
    setFormError(null);
  };

  /** Answers whether the information was saved. */
  const save = async (draft: InfoDraft): Promise<boolean> => {
    setFormError(null);
    const needsPassword = changesEmail(draft.email, savedEmail);
    const found: InfoErrors = {};
    if (!draft.name.trim()) found.name = 'Name is required';
    if (!draft.email.trim()) found.email = 'Email is required';
    if (needsPassword && !currentPassword) found.currentPassword = CURRENT_PASSWORD_REQUIRED;
    setErrors(found);
    if (found.name || found.email || found.currentPassword) return false;
    const input = { name: draft.name.trim(), email: draft.email.trim(), ...(needsPassword ? { currentPassword } : {}) };
    try {
      const { data } = await updateProfile({ variables: { input } });
      if (!data?.updateProfile) throw new UpdateNoDataError();
      saveUser(toStoredUser(data.updateProfile));
      reset();
      return true;
    } catch (error) {
      console.error('Profile update failed', error);
      const refusal = serverRefusal(error, 'input.');
      if (!refusal) {
        setFormError(error instanceof UpdateNoDataError ? UPDATE_NO_DATA : 'Something went wrong');
        return false;
      }
      const { fields, general } = refusal;
      setErrors({ name: fields.name, email: fields.email, currentPassword: fields.currentPassword });
      const rest = [...general, ...Object.entries(fields).flatMap(([k, v]) => (FIELDS.has(k) ? [] : [v]))];
      if (rest.length > 0) setFormError(rest.join('. '));
      return false;
    }
  };

  return {
    save,
    saving: loading,
    errors,
    clearError: (field: keyof InfoErrors) => setErrors((e) => ({ ...e, [field]: undefined })),
    formError,
    currentPassword,
    setCurrentPassword,
    reset,
  };
}

export type SaveInfo = ReturnType<typeof useSaveInfo>;
