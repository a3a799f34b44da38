import { Button, type ButtonProps } from '@chakra-ui/react';
import { useHydrated } from '../hooks/use-hydrated';

/** Until hydration the button is disabled but keeps its usual look: no page flickers grey, then back, as it loads. */
const LOOKS_ENABLED = { opacity: 1, cursor: 'default' } as const;

/**
 * A form's submit button, disabled until the page is interactive: a shopper who types and presses it (or Enter) on the
 * server's HTML submits nothing rather than sending the fields in a URL; what they typed is kept and sent once React
 * has taken over the form (see use-typed-before-hydration.ts).
 */
export function SubmitButton({ disabled, ...props }: Omit<ButtonProps, 'type'>) {
  const hydrated = useHydrated();
  return (
    <Button
      type="submit"
      disabled={!hydrated || disabled}
      {...(hydrated ? {} : { _disabled: LOOKS_ENABLED })}
      {...props}
    />
  );
}
