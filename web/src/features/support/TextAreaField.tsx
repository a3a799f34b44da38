import { fieldSlotRecipe } from '@chakra-theme/recipes/field';
import { Field, Textarea } from '@chakra-ui/react';
import { useId } from 'react';

export interface TextAreaFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
  maxLength?: number;
  rows?: number;
}

/** A labelled multi-line input with its error under it, like the accounts forms' TextField. */
export function TextAreaField({
  label,
  name,
  value,
  onChange,
  error,
  required,
  maxLength,
  rows = 6,
}: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Field.Root
      recipe={fieldSlotRecipe}
      id={id}
      ids={{ errorText: errorId }}
      invalid={Boolean(error)}
      required={required}
    >
      <Field.Label fontWeight="medium">
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Textarea
        name={name}
        value={value}
        rows={rows}
        maxLength={maxLength}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={error ? errorId : undefined}
        required={false}
        aria-required={required || undefined}
        resize="vertical"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.gold', outlineOffset: '1px' }}
      />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
