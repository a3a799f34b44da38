import { fieldSlotRecipe } from '@chakra-theme/recipes/field';
import { Field, IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';

interface BaseFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field; marks it aria-invalid and describes it (aria-describedby). */
  error?: string | undefined;
  helperText?: ReactNode;
  name: string;
  autoComplete?: string;
  required?: boolean;
  disabled?: boolean;
}

/** Ids for a field's error and helper texts, and the `aria-describedby` naming those that are shown. */
function useDescribedBy(error: string | undefined, helperText: ReactNode) {
  const id = useId();
  const ids = { errorText: `${id}-error`, helperText: `${id}-help` };
  const describedBy = [error ? ids.errorText : null, helperText ? ids.helperText : null].filter(Boolean).join(' ');
  return { id, ids, describedBy: describedBy || undefined };
}

export interface TextFieldProps extends BaseFieldProps {
  type?: 'text' | 'email' | 'tel';
  inputMode?: InputProps['inputMode'];
  maxLength?: number;
  placeholder?: string;
}

/** A labelled input with its error under it (aria-invalid, aria-describedby, announced politely). */
export function TextField({
  label,
  value,
  onChange,
  error,
  helperText,
  name,
  autoComplete,
  required,
  disabled,
  type = 'text',
  inputMode,
  maxLength,
  placeholder,
}: TextFieldProps) {
  const { id, ids, describedBy } = useDescribedBy(error, helperText);
  return (
    <Field.Root
      recipe={fieldSlotRecipe}
      id={id}
      ids={ids}
      invalid={Boolean(error)}
      required={required}
      disabled={disabled}
    >
      <Field.Label fontWeight="medium">
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        name={name}
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-describedby={describedBy}
        // The forms check their own fields and say so in the spec's words.
        required={false}
        aria-required={required || undefined}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.gold', outlineOffset: '1px' }}
      />
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export interface PasswordFieldProps extends BaseFieldProps {
  /** Names the visibility toggle: 'Show password' / 'Hide password' by default. */
  toggleName?: string;
}

/** A password input with a show/hide toggle. */
export function PasswordField({
  label,
  value,
  onChange,
  error,
  helperText,
  name,
  autoComplete = 'current-password',
  required,
  disabled,
  toggleName = 'password',
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const { id, ids, describedBy } = useDescribedBy(error, helperText);
  return (
    <Field.Root
      recipe={fieldSlotRecipe}
      id={id}
      ids={ids}
      invalid={Boolean(error)}
      required={required}
      disabled={disabled}
    >
      <Field.Label fontWeight="medium">
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <InputGroup
        endElement={
          <IconButton
            type="button"
            variant="ghost"
            size="sm"
            aria-label={`${visible ? 'Hide' : 'Show'} ${toggleName}`}
            aria-controls={id}
            onClick={() => setVisible((v) => !v)}
            disabled={disabled}
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.gold' }}
          >
            {visible ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
          </IconButton>
        }
      >
        <Input
          name={name}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete={autoComplete}
          aria-describedby={describedBy}
          required={false}
          aria-required={required || undefined}
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.gold', outlineOffset: '1px' }}
        />
      </InputGroup>
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
