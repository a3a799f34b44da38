import { createContext, lazy, Suspense, useCallback, useContext, useState } from 'react';
import { readToken } from '../../shared/session/session';

/** Answers true when signed in; otherwise opens the 'Login Required' dialog and answers false (no call is made). */
type RequireLogin = () => boolean;

const LoginGateContext = createContext<RequireLogin | null>(null);

const LoginRequiredDialog = lazy(() => import('./LoginRequiredDialog'));

export function LoginGateProvider({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  // The dialog's code loads the first time a guest needs it.
  const [used, setUsed] = useState(false);
  const requireLogin = useCallback<RequireLogin>(() => {
    if (readToken()) return true;
    setUsed(true);
    setOpen(true);
    return false;
  }, []);
  return (
    <LoginGateContext.Provider value={requireLogin}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <LoginRequiredDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </LoginGateContext.Provider>
  );
}

export function useRequireLogin(): RequireLogin {
  const gate = useContext(LoginGateContext);
  if (!gate) throw new Error('useRequireLogin must be used inside LoginGateProvider');
  return gate;
}
