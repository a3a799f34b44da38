import { fieldSlotRecipe } from '@chakra-theme/recipes/field';
import { Box, Field, Flex, Heading, Input, Text } from '@chakra-ui/react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTypedBeforeHydration } from '../../../shared/hooks/use-typed-before-hydration';
import { SubmitButton } from '../../../shared/ui/SubmitButton';
import { validateNewsletterEmail } from './newsletter-email';

/**
 * The footer's newsletter box: an email and Subscribe. The address is checked here and the box thanks the shopper;
 * the spec shows no call behind it, so nothing is sent yet (see docs/decisions/content.md, "Newsletter").
 */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [subscribed, setSubscribed] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (typed) => {
    if (typed.email) setEmail(typed.email);
  });
  const titleId = useId();
  const fieldId = useId();
  const errorId = `${fieldId}-error`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateNewsletterEmail(email);
    setError(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    setSubscribed(email.trim());
  };

  return (
    <Box as="section" aria-labelledby={titleId} data-testid="newsletter">
      <Heading as="h2" id={titleId} size="lg" fontWeight="normal" mb="1">
        Join the Sutra list
      </Heading>
      <Text fontSize="sm" mb="4">
        New arrivals, members’ previews and the odd note from our cutting table. No spam, and you can leave any time.
      </Text>
      <Box role="status" aria-live="polite">
        {subscribed && (
          <Text fontWeight="semibold" data-testid="newsletter-confirmation">
            Thank you for subscribing. Look out for our next letter at {subscribed}.
          </Text>
        )}
      </Box>
      {!subscribed && (
        <form ref={form} onSubmit={submit} noValidate aria-labelledby={titleId}>
          <Flex gap="2" align="flex-start" direction={{ base: 'column', sm: 'row' }}>
            <Field.Root
              recipe={fieldSlotRecipe}
              id={fieldId}
              ids={{ errorText: errorId }}
              invalid={Boolean(error)}
              flex="1"
              w="full"
            >
              <Field.Label srOnly>Email address</Field.Label>
              <Input
                ref={input}
                type="email"
                name="email"
                autoComplete="email"
                placeholder="Your email address"
                bg="white"
                color="gray.900"
                value={email}
                aria-describedby={error ? errorId : undefined}
                onChange={(e) => {
                  setEmail(e.target.value);
                  if (error) setError(undefined);
                }}
              />
              {error && (
                <Field.ErrorText color="red.800" fontWeight="medium">
                  {error}
                </Field.ErrorText>
              )}
            </Field.Root>
            <SubmitButton bg="brand.navy" color="white" px="6" w={{ base: 'full', sm: 'auto' }}>
              Subscribe
            </SubmitButton>
          </Flex>
        </form>
      )}
    </Box>
  );
}
