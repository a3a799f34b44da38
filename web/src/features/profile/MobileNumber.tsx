import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { formatIndianMobile, normalizeIndianMobile, validatePhoneCode, validatePhoneNumber } from '@sutra/rules';
import { useState } from 'react';
import type { MobileNumberFragment } from '../../__generated__/graphql';
import { useRequestMobileCodeMutation } from '../../__generated__/operations/RequestMobileCode';
import { useVerifyMobileMutation } from '../../__generated__/operations/VerifyMobile';
import { retryAfterSeconds, serverReason, serverRefusal } from '../../shared/errors';
import { FormAlert } from '../../shared/forms/AuthLayout';
import { outlineButton, primaryButton } from '../../shared/forms/button-styles';
import { TextField } from '../../shared/forms/FormFields';
import { SettingsSection } from '../../shared/ui/SettingsSection';
import { SubmitButton } from '../../shared/ui/SubmitButton';
import { useCountdown, useWebOtp } from '../accounts';

export const MOBILE_VERIFIED = 'Mobile number verified. You can now log in with it.';
export const MOBILE_FAILED = 'Something went wrong. Please try again.';

type Step = 'closed' | 'number' | 'code';

/**
 * The 'Mobile number' block: the number the buyer logs in with by SMS, and adding or changing it: the number, then
 * the 6-digit code sent to it (filled in by the browser where it can), with a new code offered after the wait.
 */
export function MobileNumber({ viewer }: { viewer: MobileNumberFragment | null }) {
  const [step, setStep] = useState<Step>('closed');
  const [typed, setTyped] = useState('');
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<{ mobile?: string; code?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const countdown = useCountdown();
  const [requestCode, { loading: sending }] = useRequestMobileCodeMutation();
  const [verify, { loading: verifying }] = useVerifyMobileMutation();
  const mobile = normalizeIndianMobile(typed) ?? '';

  useWebOtp(step === 'code', setCode);

  const close = () => {
    setStep('closed');
    setTyped('');
    setCode('');
    setNotice(null);
    setFieldError({});
    setError(null);
  };

  const refused = (failure: unknown) => {
    const wait = serverReason(failure) === 'resend_too_soon' ? retryAfterSeconds(failure) : undefined;
    if (wait) countdown.start(wait);
    const refusal = serverRefusal(failure);
    const found = { mobile: refusal?.fields.mobile, code: refusal?.fields.code };
    setFieldError(found);
    if (!found.mobile && !found.code) setError(refusal?.general[0] ?? MOBILE_FAILED);
  };

  const sendCode = async () => {
    setError(null);
    const problem = validatePhoneNumber(typed);
    setFieldError(problem ? { mobile: problem } : {});
    if (problem) return;
    try {
      const { data } = await requestCode({ variables: { mobile } });
      if (!data?.requestMobileCode) return setError(MOBILE_FAILED);
      countdown.start(data.requestMobileCode.resendAfterSeconds);
      setNotice(data.requestMobileCode.message);
      setCode('');
      setStep('code');
    } catch (failure) {
      refused(failure);
    }
  };

  const checkCode = async () => {
    setError(null);
    const problem = validatePhoneCode(code);
    setFieldError(problem ? { code: problem } : {});
    if (problem) return;
    try {
      const { data } = await verify({ variables: { mobile, code: code.trim() } });
      if (!data?.verifyMobile) return setError(MOBILE_FAILED);
      close();
      setDone(true);
    } catch (failure) {
      refused(failure);
    }
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    void (step === 'number' ? sendCode() : checkCode());
  };

  const current = viewer?.mobile ?? null;

  return (
    <SettingsSection title="Mobile number" testId="mobile-number">
      {step === 'closed' ? (
        <Stack gap="3" align="start">
          {done && <FormAlert status="success">{MOBILE_VERIFIED}</FormAlert>}
          <Text color={current ? undefined : 'fg.muted'} data-testid="mobile-number-current">
            {current
              ? `${formatIndianMobile(current)} (verified). You can log in with a code sent to it.`
              : 'No mobile number yet. Add one to log in with a code sent by SMS.'}
          </Text>
          <Button
            {...outlineButton}
            size="sm"
            disabled={!viewer}
            onClick={() => {
              setDone(false);
              setStep('number');
            }}
          >
            {current ? 'Change number' : 'Add number'}
          </Button>
        </Stack>
      ) : (
        <form noValidate onSubmit={onSubmit} aria-label="Mobile number">
          <Stack gap="4" maxW="lg">
            {error && <FormAlert>{error}</FormAlert>}
            {step === 'number' ? (
              <TextField
                label="Mobile number"
                name="mobile"
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                placeholder="98765 43210"
                value={typed}
                onChange={(value) => {
                  setTyped(value);
                  setFieldError({});
                }}
                error={fieldError.mobile}
                required
              />
            ) : (
              <>
                {notice && <FormAlert status="success">{notice}</FormAlert>}
                <TextField
                  label="6-digit code"
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  value={code}
                  onChange={(value) => {
                    setCode(value);
                    setFieldError({});
                  }}
                  error={fieldError.code}
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
                  disabled={sending || countdown.secondsLeft > 0}
                  onClick={() => void sendCode()}
                >
                  {countdown.secondsLeft > 0 ? `Send a new code in ${countdown.secondsLeft}s` : 'Send a new code'}
                </Button>
              </>
            )}
            <HStack gap="3">
              <SubmitButton {...primaryButton} loading={sending || verifying}>
                {step === 'number' ? 'Send code' : 'Verify'}
              </SubmitButton>
              <Button type="button" {...outlineButton} onClick={close} disabled={sending || verifying}>
                Close
              </Button>
            </HStack>
          </Stack>
        </form>
      )}
    </SettingsSection>
  );
}
