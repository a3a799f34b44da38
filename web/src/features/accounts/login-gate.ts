import { createContext, useContext } from 'react';

/** Answers true when signed in; otherwise opens the 'Login Required' dialog and answers false (no call is made). */
export type RequireLogin = () => boolean;

export const LoginGateContext = createContext<RequireLogin | null>(null);

export function useRequireLogin(): RequireLogin {
  const gate = useContext(LoginGateContext);
  if (!gate) throw new Error('useRequireLogin must be used inside LoginGateProvider');
  return gate;
}
