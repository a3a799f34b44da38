import type { Db } from '../db/client.js';
import type { JobRenderers } from '../mail/outbox-jobs.js';
import { inviteMail } from './invites.js';

/** How the outbox turns the staff slice's jobs into mail. */
export const staffMailRenderers = (deps: { db: Db; publicUrl: string }): Pick<JobRenderers, 'staff-invite'> => ({
  'staff-invite': ({ inviteId }) => inviteMail(deps.db, deps.publicUrl, inviteId),
});
