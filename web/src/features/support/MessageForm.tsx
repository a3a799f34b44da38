import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { serverRefusal } from '../../shared/errors';
import { FormAlert } from '../../shared/forms/AuthLayout';
import { primaryButton } from '../../shared/forms/button-styles';
import { TextField } from '../../shared/forms/FormFields';
import { useCheckedForm } from '../../shared/forms/use-checked-form';
import { hasErrors } from '../../shared/forms/validation';
import { SubmitButton } from '../../shared/ui/SubmitButton';
import { TextAreaField } from './TextAreaField';
import { useBuyerContact, usePrefillContact } from './use-buyer-contact';
import { type MessageValues, validateMessage } from './validation';

const EMPTY: MessageValues = { name: '', email: '', text: '' };
/** Longest feedback message or query the store keeps. */
const MAX_TEXT = 2000;

export interface MessageFormProps {
  /** 'Message' (Send Feedback) or 'Query' (Contact Us): the text field's label and its error's words. */
  textLabel: 'Message' | 'Query';
  /** The api's name of the text field, for its field messages. */
  textField: 'message' | 'query';
  submitLabel: string;
  /** Sends the values; answers the store's confirmation. */
  send: (values: MessageValues) => Promise<string>;
  /** Names the form for assistive technology and tests. */
  formLabel: string;
}

/**
 * Name, email and a message: name and email start as the signed-in buyer's (editable), checked in the spec's words,
 * sent, and cleared on success (back to the buyer's name and email) with the store's confirmation shown. A failed send is only logged, as the spec says (its field messages, if the store gave any, go under the
 * fields); the typed values stay for another try.
 */
export function MessageForm({ textLabel, textField, submitLabel, send, formLabel }: MessageFormProps) {
  const buyer = useBuyerContact();
  const {
    values,
    setValues,
    errors,
    edit: editField,
    showErrors,
    form,
  } = useCheckedForm<MessageValues>(() => ({
    ...EMPTY,
    ...buyer,
  }));
  usePrefillContact(buyer, setValues);
  const [sending, setSending] = useState(false);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const edit = (field: keyof MessageValues) => (value: string) => {
    editField(field)(value);
    setConfirmation(null);
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setConfirmation(null);
    if (!showErrors(validateMessage(values, textLabel))) return;
    setSending(true);
    try {
      const message = await send(values);
      // Cleared for the next message; the buyer's own name and email stay.
      setValues({ ...EMPTY, ...buyer });
      setConfirmation(message);
    } catch (failure) {
      console.error(`${formLabel} failed`, failure);
      const fields = serverRefusal(failure, 'input.')?.fields ?? {};
      const fromServer = { name: fields.name, email: fields.email, text: fields[textField] };
      if (hasErrors(fromServer)) showErrors(fromServer);
    } finally {
      setSending(false);
    }
  };

  return (
    <form ref={form} noValidate onSubmit={onSubmit} aria-label={formLabel}>
      <Stack gap="4" maxW="xl">
        {confirmation && <FormAlert status="success">{confirmation}</FormAlert>}
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          maxLength={100}
          value={values.name}
          onChange={edit('name')}
          error={errors.name}
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
          error={errors.email}
        />
        <TextAreaField
          label={textLabel}
          name={textField}
          required
          maxLength={MAX_TEXT}
          value={values.text}
          onChange={edit('text')}
          error={errors.text}
        />
        <SubmitButton {...primaryButton} alignSelf="start" loading={sending} loadingText="Sending">
          {submitLabel}
        </SubmitButton>
      </Stack>
    </form>
  );
}
