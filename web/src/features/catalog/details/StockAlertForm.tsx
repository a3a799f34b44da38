import { Box, Button, chakra, Flex, Text } from '@chakra-ui/react';
import { readStockAlertContact, STOCK_ALERT_CONTACT_INVALID } from '@sutra/rules';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useAskStockAlertMutation } from '../../../__generated__/operations/AskStockAlert';
import { serverErrorClasses, serverFieldErrors, serverMessage, serverReason } from '../../../shared/errors';
import { useSession } from '../../../shared/session/session';
import { isOutcome, type Outcome, outcomeWords, promise, STOCK_ALERT_FORM_PATH } from './stock-alert-copy';

/**
 * "Notify me" on one sold-out size: a disclosure (`<details>`, opened without the app) holding a real form, a mobile
 * number or an email, posted to the gateway before the app runs or with JavaScript off, and sent as GraphQL once it
 * does. A signed-in buyer's email is filled in after hydration (never in the server's HTML, which may be shared). It
 * opens by itself for the size the address chose, and for the size a form posted without the app answered about.
 */
export default function StockAlertForm({ sizeId, size, open }: { sizeId: string; size: string; open: boolean }) {
  const [search] = useSearchParams();
  const location = useLocation();
  const posted = search.get('alertSize') === sizeId ? search.get('stockAlert') : null;
  const [outcome, setOutcome] = useState<{ kind: Outcome; message: string } | null>(() =>
    isOutcome(posted) ? { kind: posted, message: outcomeWords(posted, size) } : null,
  );
  const [contact, setContact] = useState('');
  const typed = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const { user } = useSession();
  const [ask, { loading }] = useAskStockAlertMutation();
  const fieldId = useId();
  const errorId = `${fieldId}-error`;
  const promiseId = `${fieldId}-promise`;

  useEffect(() => {
    // Typed before hydration: kept. Otherwise a signed-in buyer's own email, which they can change.
    const early = input.current?.value ?? '';
    if (early) {
      typed.current = true;
      setContact(early);
    } else if (!typed.current && user?.email) setContact(user.email);
  }, [user?.email]);

  const back = `${location.pathname}${location.search}`;
  const invalid = outcome?.kind === 'invalid' ? outcome.message : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!readStockAlertContact(contact)) {
      setOutcome({ kind: 'invalid', message: STOCK_ALERT_CONTACT_INVALID });
      input.current?.focus();
      return;
    }
    try {
      await ask({ variables: { input: { sizeId, contact } } });
      setOutcome({ kind: 'asked', message: outcomeWords('asked', size) });
    } catch (error) {
      setOutcome(refusalOf(error, size));
    }
  };

  return (
    <Box asChild borderWidth="1px" borderColor="gray.200" borderRadius="md" px="4" py="3">
      <details open={open || posted !== null || undefined} data-testid={`stock-alert-${size}`}>
        <Box asChild cursor="pointer" fontSize="sm" fontWeight="semibold" color="brand.navy">
          <summary>Notify me when size {size} is back</summary>
        </Box>
        <form method="post" action={STOCK_ALERT_FORM_PATH} onSubmit={submit} noValidate>
          <input type="hidden" name="sizeId" value={sizeId} />
          <input type="hidden" name="back" value={back} />
          <Text id={promiseId} fontSize="sm" color="fg.muted" mt="2" mb="2">
            {promise(size)}
          </Text>
          <Flex gap="2" align="flex-start">
            {/* Plain elements, not Chakra's Field and Input: the product page loads no form parts of its own for this. */}
            <Box flex="1">
              <chakra.label htmlFor={fieldId} display="block" fontSize="sm" fontWeight="medium" mb="1">
                Mobile number or email
              </chakra.label>
              <chakra.input
                ref={input}
                id={fieldId}
                name="contact"
                type="text"
                autoComplete="email"
                maxLength={254}
                value={contact}
                aria-invalid={invalid ? true : undefined}
                aria-describedby={invalid ? `${errorId} ${promiseId}` : promiseId}
                onChange={(e) => {
                  typed.current = true;
                  setContact(e.target.value);
                  if (outcome?.kind === 'invalid') setOutcome(null);
                }}
                w="full"
                h="10"
                px="3"
                borderWidth="1px"
                borderColor={invalid ? 'brand.sale' : 'gray.300'}
                borderRadius="md"
                bg="white"
              />
              {invalid && (
                <Text id={errorId} fontSize="sm" color="brand.sale" mt="1">
                  {invalid}
                </Text>
              )}
            </Box>
            {/* Enabled from the first byte: before the app runs, the browser posts the form to the gateway. */}
            <Button
              type="submit"
              mt="6"
              variant="outline"
              borderColor="brand.navy"
              color="brand.navy"
              loading={loading}
            >
              Notify me
            </Button>
          </Flex>
          <Box role="status" aria-live="polite">
            {outcome && outcome.kind !== 'invalid' && (
              <Text fontSize="sm" mt="2" color={outcome.kind === 'asked' ? 'fg' : 'brand.sale'}>
                {outcome.message}
              </Text>
            )}
          </Box>
        </form>
      </details>
    </Box>
  );
}

/** A refused ask in the shopper's words, by its code: never by the message's text. */
function refusalOf(error: unknown, size: string): { kind: Outcome; message: string } {
  if (serverReason(error) === 'in_stock') return { kind: 'in_stock', message: outcomeWords('in_stock', size) };
  if (serverErrorClasses(error).includes('RATE_LIMITED'))
    return { kind: 'limited', message: serverMessage(error) ?? outcomeWords('limited', size) };
  const field = serverFieldErrors(error).find((f) => f.field === 'input.contact');
  if (field) return { kind: 'invalid', message: field.message };
  return { kind: 'failed', message: outcomeWords('failed', size) };
}
