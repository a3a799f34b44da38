import type { PostedForm } from '@sutra/rules';
import { useLocation } from 'react-router';
import { useServerSession } from './session';

export type { PostedForm } from '@sutra/rules';

/**
 * The login or sign-up form this page answers, when the shopper posted it without the app (before its scripts ran, or
 * with JavaScript off) and the server rendered its answer: the page starts from it, on the server and in hydration
 * alike. Only the page the browser loaded has it (the router's first location, key `default`); a later visit starts
 * afresh.
 */
export function usePostedForm(form: PostedForm['form']): PostedForm | undefined {
  const { posted } = useServerSession();
  const location = useLocation();
  return posted?.form === form && location.key === 'default' ? posted : undefined;
}
