import { type RefObject, useEffect } from 'react';

/** The text a shopper typed into a form's named fields: inputs (not checkboxes, radios or files), text areas, selects. */
export function typedValues(form: HTMLFormElement): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const control of Array.from(form.elements)) {
    if (control instanceof HTMLInputElement && ['checkbox', 'radio', 'file', 'hidden'].includes(control.type)) continue;
    if (
      (control instanceof HTMLInputElement ||
        control instanceof HTMLTextAreaElement ||
        control instanceof HTMLSelectElement) &&
      control.name
    ) {
      typed[control.name] = control.value;
    }
  }
  return typed;
}

/**
 * Text typed into the server's HTML before the page became interactive is in the fields but not in React's state:
 * hydration keeps what the DOM shows. Once mounted, this hands it to `adopt` so the form submits what the shopper sees.
 */
export function useTypedBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  adopt: (typed: Record<string, string>) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount; later typing goes through onChange.
  useEffect(() => {
    if (form.current) adopt(typedValues(form.current));
  }, []);
}
