import { dialogSlotRecipe } from '@chakra-theme/recipes/dialog';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { ResetStepForm, ResetSuccess } from './ResetPasswordSteps';
import { STEP_TITLES } from './reset-step-titles';
import { usePasswordReset } from './use-password-reset';

export interface ForgotPasswordModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The three-step password reset: Forgot Password (email, Send OTP) → Enter OTP (Verify OTP) → Set New Password
 * (Reset Password) → success, which closes by itself after 2 s. Each step moves on only with its fields filled in
 * (and matching passwords) and the server's yes; the server's refusals are shown in the step. 'Resend OTP' asks for a
 * new code once its countdown ends (30 s after a code is sent, or when the server says it will take the next one).
 * Closing it (outside click, Escape, the close mark or the timer) puts it back to the first step 300 ms later. The
 * state and requests are `use-password-reset.ts`; the steps' forms are `ResetPasswordSteps.tsx`.
 */
export default function ForgotPasswordModal({ open, onClose }: ForgotPasswordModalProps) {
  const reset = usePasswordReset(open, onClose);
  const { step } = reset;
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      placement="center"
      closeOnInteractOutside
      closeOnEscape
      // Once opened, the (hidden) content stays mounted, so its state visibly resets 300 ms after closing.
      unmountOnExit={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" maxW="md" data-testid="forgot-password-modal" data-step={step}>
            <Dialog.Header>
              <Dialog.Title color="brand.navy" fontFamily="heading" fontSize="xl">
                {STEP_TITLES[step]}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">{step === 'success' ? <ResetSuccess /> : <ResetStepForm reset={reset} />}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
