import { useRef, useState } from 'react';
import { useTypedBeforeHydration } from '../hooks/use-typed-before-hydration';
import { useFocusFirstInvalid } from './use-focus-first-invalid';
import { type FieldErrors, hasErrors } from './validation';

/**
 * A form's values and its per-field messages: editing a field clears its message, and `showErrors` marks the fields
 * a check (ours or the server's) found wrong, moving focus to the first of them. Attach `form` to the `<form>`.
 * `initialErrors`: the messages the page starts with (a form the server already refused, see posted-form.ts).
 */
export function useCheckedForm<V extends object>(
  initial: V | (() => V),
  initialErrors: FieldErrors<Extract<keyof V, string>> = {},
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<Extract<keyof V, string>>>(initialErrors);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, attempt);
  useTypedBeforeHydration(form, (typed) =>
    setValues((current) => {
      const adopted: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(current)) {
        const text = typed[field];
        if (typeof value === 'string' && text !== undefined && text !== value) adopted[field] = text;
      }
      return Object.keys(adopted).length > 0 ? { ...current, ...adopted } : current;
    }),
  );

  const edit =
    <K extends Extract<keyof V, string>>(field: K) =>
    (value: V[K]) => {
      setValues((v) => ({ ...v, [field]: value }));
      setErrors((e) => ({ ...e, [field]: undefined }));
    };

  /** Shows these messages (replacing the old ones); true when there are none. */
  const showErrors = (found: FieldErrors<Extract<keyof V, string>>): boolean => {
    setErrors(found);
    if (!hasErrors(found)) return true;
    setAttempt((n) => n + 1);
    return false;
  };

  return { values, setValues, errors, edit, showErrors, form };
}
