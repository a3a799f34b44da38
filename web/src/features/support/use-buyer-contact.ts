import { useEffect } from 'react';
import { useSession } from '../../shared/session/session';

export interface BuyerContact {
  name: string;
  email: string;
}

/**
 * The signed-in buyer's name and email, which the support forms start from (still editable: someone may write for
 * a relative, or want the answer at another address). Empty for a guest.
 */
export function useBuyerContact(): BuyerContact {
  const { user } = useSession();
  return { name: user?.name ?? '', email: user?.email ?? '' };
}

/**
 * Fills a form's empty name and email with the buyer's once they are known (the session can arrive after the first
 * render); what the shopper typed is never replaced.
 */
export function usePrefillContact<V extends BuyerContact>(
  contact: BuyerContact,
  setValues: (update: (current: V) => V) => void,
): void {
  useEffect(() => {
    if (!contact.name && !contact.email) return;
    setValues((current) =>
      current.name || current.email ? current : { ...current, name: contact.name, email: contact.email },
    );
  }, [contact.name, contact.email, setValues]);
}
