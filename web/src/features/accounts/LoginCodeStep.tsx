import { Button, Stack } from '@chakra-ui/react';
import { FormAlert } from '../../shared/forms/AuthLayout';
import { TextField } from '../../shared/forms/FormFields';

export { LOGIN_CODE_REQUIRED } from '@sutra/rules';

/**
 * The login's second step, shown once the server asks for it (after many wrong passwords on the account): the server's
 * words on where the code went, the OTP field, and 'Resend OTP', which logs in again without a code for a new one.
 * A page answering a login posted without the app shows the step without the words when the store's answer was about
 * the code itself. 'Resend OTP' needs the app; without it, logging in again from a fresh login page does the same.
 */
export function LoginCodeStep({
  notice,
  code,
  error,
  busy,
  onChange,
  onResend,
}: {
  notice: string;
  code: string;
  error: string | undefined;
  busy: boolean;
  onChange: (code: string) => void;
  onResend: () => void;
}) {
  return (
    <Stack gap="3" data-testid="login-code-step">
      {notice && <FormAlert status="info">{notice}</FormAlert>}
      <TextField
        label="OTP"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={onChange}
        error={error}
        required
      />
      <Button
        type="button"
        variant="plain"
        size="sm"
        px="0"
        alignSelf="start"
        color="brand.navy"
        textDecoration="underline"
        _hover={{ color: 'brand.gold' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.gold' }}
        disabled={busy}
        onClick={onResend}
      >
        Resend OTP
      </Button>
    </Stack>
  );
}
