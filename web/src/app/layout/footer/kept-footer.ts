import { typedValues } from '../../../shared/hooks/use-typed-before-hydration';

/**
 * The footer's server HTML kept in the hydrated page until its code arrives (see Footer.tsx), then replaced by the
 * same markup rendered by React. What the shopper did in between carries over: the text typed into its fields, the
 * focus, and a tap on a button (an accordion's heading, Subscribe), which is replayed on the new button.
 */

/** How far below the viewport the footer's code starts loading: about a phone's screen. */
const NEAR_MARGIN = '800px 0px';

/** The footer's controls, in document order: the kept HTML and React's render hold the same ones. */
const CONTROLS = 'a[href], button, input, select, textarea';

/** Calls `near` once, when `element` comes within a screen of the viewport or the shopper touches, clicks, focuses or
 * types inside it. Returns the clean-up. */
export function whenNear(element: Element, near: () => void): () => void {
  const events = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
  let observer: IntersectionObserver | undefined;
  const stop = () => {
    observer?.disconnect();
    for (const type of events) element.removeEventListener(type, fire, true);
  };
  function fire() {
    stop();
    near();
  }
  for (const type of events) element.addEventListener(type, fire, true);
  if (typeof IntersectionObserver === 'function') {
    observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && fire(), {
      rootMargin: NEAR_MARGIN,
    });
    observer.observe(element);
  }
  return stop;
}

/** A tap on a button of the kept HTML, or a form's submission, to replay once React renders the footer. */
export type Replay = { kind: 'click'; control: number } | { kind: 'submit'; form: number };

export interface Handover {
  typed: Record<string, string>[];
  focused: number;
  replay?: Replay;
}

const controlsOf = (root: Element) => Array.from(root.querySelectorAll<HTMLElement>(CONTROLS));

export function controlIndex(root: Element, control: Element): number {
  return controlsOf(root).indexOf(control as HTMLElement);
}

export function formIndex(root: Element, form: HTMLFormElement): number {
  return Array.from(root.querySelectorAll('form')).indexOf(form);
}

/** What the shopper did to the kept HTML: typed text (by form), the focused control. */
export function takeHandover(root: Element, replay: Replay | undefined): Handover {
  const active = document.activeElement;
  return {
    typed: Array.from(root.querySelectorAll('form'), typedValues),
    focused: active && root.contains(active) ? controlIndex(root, active) : -1,
    replay,
  };
}

/** Puts typed text back into the fields React rendered (its forms adopt it as they mount) and the focus where it was. */
export function restoreHandover(root: Element, { typed, focused }: Handover): void {
  root.querySelectorAll('form').forEach((form, index) => {
    for (const [name, value] of Object.entries(typed[index] ?? {})) {
      const field = form.elements.namedItem(name);
      if (value && (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) field.value = value;
    }
  });
  if (focused >= 0) controlsOf(root)[focused]?.focus({ preventScroll: true });
}

/**
 * Replays the tap or submission on the footer React rendered. A tap focuses its button before the click, as a finger
 * does (the accordion acts on a click only on its focused heading); the focus then goes back where the shopper left it.
 */
export function replay(root: Element, { replay: action, focused }: Handover): void {
  if (!action) return;
  if (action.kind === 'submit') {
    root.querySelectorAll('form')[action.form]?.requestSubmit();
    return;
  }
  const controls = controlsOf(root);
  const control = controls[action.control];
  control?.focus({ preventScroll: true });
  control?.click();
  if (focused >= 0 && focused !== action.control) controls[focused]?.focus({ preventScroll: true });
}
