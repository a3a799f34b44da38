import { fieldSlotRecipe } from '@chakra-theme/recipes/field';
import { nativeSelectSlotRecipe } from '@chakra-theme/recipes/native-select';
import { chakra, Field, Grid, NativeSelect, Stack } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import type { ReturnReason } from '../../__generated__/graphql';
import { useRequestReturnMutation } from '../../__generated__/operations/RequestReturn';
import { readableServerError } from '../../shared/errors';
import { FormAlert } from '../../shared/forms/AuthLayout';
import { primaryButton } from '../../shared/forms/button-styles';
import { TextField } from '../../shared/forms/FormFields';
import { SubmitButton } from '../../shared/ui/SubmitButton';
import { RefundDestinationFields } from './RefundDestinationFields';
import { ReturnImagePicker } from './ReturnImagePicker';
import { EMPTY_REFUND_DESTINATION, refundDestinationInput } from './refund-destination';
import { RETURN_NOTES } from './return-notes';
import { RETURN_REASONS } from './return-reasons';
import { FormCard, SupportPageFrame } from './SupportPageFrame';
import { useBuyerContact } from './use-buyer-contact';
import { useReturnImages } from './use-return-images';
import { RETURN_FAILED, RETURN_FIELDS_MISSING, RETURN_SUBMITTED, returnIsComplete } from './validation';

const EMPTY = { orderNumber: '', email: '', reason: '' as ReturnReason | '' };

/**
 * Request Return (/profile/return): order number, email (the signed-in buyer's to start with), reason and up to three images (uploaded as they are picked,
 * previewed, removable). Anything missing answers the spec's one alert; success shows the store's message (or the
 * spec's) and clears the form; a failure shows the store's message (why it does not take the return: not delivered,
 * past the window, asked already) or the spec's, keeping what was typed.
 */
export default function ReturnPage() {
  const buyer = useBuyerContact();
  const [values, setValues] = useState(() => ({ ...EMPTY, email: buyer.email }));
  // The buyer's email once the session is known (it may come after the first render); typed text stays.
  useEffect(() => {
    if (buyer.email) setValues((current) => (current.email ? current : { ...current, email: buyer.email }));
  }, [buyer.email]);
  const [outcome, setOutcome] = useState<{ status: 'success' | 'error'; message: string } | null>(null);
  const images = useReturnImages();
  const [refundTo, setRefundTo] = useState(EMPTY_REFUND_DESTINATION);
  const [requestReturn, { loading }] = useRequestReturnMutation();
  const reasonId = useId();

  const edit = (field: keyof typeof EMPTY) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setOutcome(null);
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const { orderNumber, email, reason } = values;
    if (!reason || !returnIsComplete({ orderNumber, email, reason, images: images.locations })) {
      return setOutcome({ status: 'error', message: RETURN_FIELDS_MISSING });
    }
    try {
      const { data } = await requestReturn({
        variables: {
          input: {
            orderNumber: orderNumber.trim(),
            email: email.trim(),
            reason,
            images: images.locations,
            refundTo: refundDestinationInput(refundTo),
          },
        },
      });
      // Cleared for another request; the buyer's own email stays.
      setValues({ ...EMPTY, email: buyer.email });
      images.clear();
      setRefundTo(EMPTY_REFUND_DESTINATION);
      setOutcome({ status: 'success', message: data?.requestReturn.message || RETURN_SUBMITTED });
    } catch (failure) {
      setOutcome({ status: 'error', message: readableServerError(failure) ?? RETURN_FAILED });
    }
  };

  return (
    <SupportPageFrame
      title="Request Return"
      intro="Not the right fit? Tell us which order, why, and show us the product with its tag."
    >
      <FormCard>
        <form noValidate onSubmit={onSubmit} aria-label="Request Return">
          <Stack gap="5" maxW="2xl">
            {outcome && <FormAlert status={outcome.status}>{outcome.message}</FormAlert>}
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
              <TextField
                label="Order Number"
                name="orderNumber"
                required
                maxLength={64}
                value={values.orderNumber}
                onChange={edit('orderNumber')}
              />
              <TextField
                label="Email"
                name="email"
                type="email"
                autoComplete="email"
                required
                maxLength={254}
                value={values.email}
                onChange={edit('email')}
              />
            </Grid>
            <Field.Root recipe={fieldSlotRecipe} id={reasonId} required>
              <Field.Label fontWeight="medium">
                Reason for Return
                <Field.RequiredIndicator />
              </Field.Label>
              <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
                <NativeSelect.Field
                  name="reason"
                  value={values.reason}
                  onChange={(e) => edit('reason')(e.target.value)}
                  aria-required
                  _focusVisible={{ outline: '2px solid', outlineColor: 'brand.gold', outlineOffset: '1px' }}
                >
                  <option value="">Select a reason</option>
                  {RETURN_REASONS.map((reason) => (
                    <option key={reason.value} value={reason.value}>
                      {reason.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <ReturnImagePicker
              images={images.images}
              problems={images.problems}
              onAdd={(files) => {
                setOutcome(null);
                images.add(files);
              }}
              onRemove={images.remove}
            />
            <RefundDestinationFields
              values={refundTo}
              onChange={(next) => {
                setOutcome(null);
                setRefundTo(next);
              }}
            />
            <chakra.ul listStyleType="disc" ps="5" color="fg.muted" fontSize="sm" data-testid="return-notes">
              {RETURN_NOTES.map((note) => (
                <chakra.li key={note} mb="1">
                  {note}
                </chakra.li>
              ))}
            </chakra.ul>
            <SubmitButton
              {...primaryButton}
              alignSelf="start"
              loading={loading || images.uploading}
              loadingText={images.uploading ? 'Uploading images' : 'Submitting'}
            >
              Submit Return Request
            </SubmitButton>
          </Stack>
        </form>
      </FormCard>
    </SupportPageFrame>
  );
}
