import type { StaffRole } from '../../__generated__/admin/graphql';
import { isServerError, readableServerError, serverReason } from '../../shared/errors';

export const ROLE_LABELS: Record<StaffRole, string> = { OWNER: 'Owner', CATALOGUE: 'Catalogue', ORDERS: 'Orders' };
export const ROLES: StaffRole[] = ['OWNER', 'CATALOGUE', 'ORDERS'];

export const OWNER_ONLY = 'Only the owner manages staff.';
export const LAST_OWNER = 'The store must keep an active owner: make another member owner first.';
export const EMAIL_TAKEN = 'That email already belongs to a member of staff.';
export const MEMBER_GONE = 'That member is no longer there. Reload the list.';
export const STAFF_FAILED = 'The change could not be made. Please try again.';

/** A refused staff write as one sentence, by the api's refusal code. */
export function staffRefusal(error: unknown): string {
  if (isServerError(error, 'FORBIDDEN')) return OWNER_ONLY;
  switch (serverReason(error)) {
    case 'last_owner':
      return LAST_OWNER;
    case 'email_taken':
      return EMAIL_TAKEN;
    case 'not_found':
      return MEMBER_GONE;
    default:
      return readableServerError(error) ?? STAFF_FAILED;
  }
}
