import { lazy, Suspense, useCallback, useState } from 'react';
import { readToken } from '../../shared/session/session';
import { LoginGateContext, type RequireLogin } from './login-gate';

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
