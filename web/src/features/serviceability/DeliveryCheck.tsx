import { Box, chakra, Flex, Text, useRecipe } from '@chakra-ui/react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { SubmitButton } from '../../shared/ui/SubmitButton';
import { DeliveryAnswer } from './DeliveryAnswer';
import { INVALID_PINCODE, PINCODE, readRememberedPincode, rememberPincode } from './delivery-copy';
import { useDeliveryEstimate } from './use-delivery-estimate';

/**
 * "Check delivery" on the product page: a pincode and Check, answered with the delivery date, a refusal, or the usual
 * promise, and whether Cash on Delivery is offered. The last pincode checked is remembered in the browser and asked
 * again after hydration, so the server's render and the first paint never wait on a courier.
 */
export function DeliveryCheck() {
  const [typed, setTyped] = useState('');
  const [checked, setChecked] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const titleId = useId();
  const errorId = `${fieldId}-error`;
  const state = useDeliveryEstimate(checked);
  const inputStyles = useRecipe({ key: 'input' })({});

  useEffect(() => {
    // A pincode typed into the server's HTML before hydration is in the field, not in the state: adopt it, and it
    // wins over the remembered one (which is then not checked unasked).
    const typedEarly = (input.current?.value ?? '').replace(/\D/g, '');
    if (typedEarly) {
      setTyped(typedEarly);
      return;
    }
    const remembered = readRememberedPincode();
    if (!remembered) return;
    setTyped((current) => current || remembered);
    setChecked((current) => current ?? remembered);
  }, []);

  const shownError = error ?? (state.status === 'invalid' ? state.message : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const pincode = typed.trim();
    if (!PINCODE.test(pincode)) {
      setError(INVALID_PINCODE);
      input.current?.focus();
      return;
    }
    setError(undefined);
    rememberPincode(pincode);
    setChecked(pincode);
  };

  return (
    <Box
      as="section"
      aria-labelledby={titleId}
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="md"
      p="4"
      data-testid="delivery-check"
    >
      <Text id={titleId} fontSize="sm" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" mb="2">
        Check delivery
      </Text>
      <form onSubmit={submit} noValidate aria-labelledby={titleId}>
        <Flex gap="2" align="flex-start">
          {/* A field drawn on native elements with the styles of Chakra's (its Field and Input bring Ark and Zag
              parts no other element of the product page needs): the label names the input, the error describes it. */}
          <chakra.div
            role="group"
            display="flex"
            flexDirection="column"
            alignItems="flex-start"
            gap="1.5"
            width="100%"
            position="relative"
          >
            <chakra.label htmlFor={fieldId} srOnly>
              Delivery pincode
            </chakra.label>
            <chakra.input
              ref={input}
              id={fieldId}
              name="pincode"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={6}
              placeholder="Enter pincode"
              value={typed}
              aria-invalid={shownError ? true : undefined}
              data-invalid={shownError ? '' : undefined}
              aria-describedby={shownError ? errorId : undefined}
              aria-errormessage={shownError ? errorId : undefined}
              css={inputStyles}
              onChange={(e) => {
                setTyped(e.target.value.replace(/\D/g, ''));
                if (error) setError(undefined);
              }}
            />
            {shownError && (
              <chakra.div
                id={errorId}
                aria-live="polite"
                display="inline-flex"
                alignItems="center"
                fontWeight="medium"
                gap="1"
                color="fg.error"
                textStyle="xs"
              >
                {shownError}
              </chakra.div>
            )}
          </chakra.div>
          <SubmitButton variant="outline" borderColor="brand.navy" color="brand.navy" px="5">
            Check
          </SubmitButton>
        </Flex>
      </form>
      <Box role="status" aria-live="polite" mt={state.status === 'idle' ? '0' : '3'}>
        {!error && <DeliveryAnswer state={state} />}
      </Box>
    </Box>
  );
}
