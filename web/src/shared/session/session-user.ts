import type { SessionUserFragment } from '../../__generated__/graphql';
import type { StoredUser } from './session';

/** The stored session's user (spec: `_id`, name, email, contactNumber) from the GraphQL viewer. */
export const toStoredUser = (viewer: SessionUserFragment): StoredUser => ({
  _id: viewer.id,
  name: viewer.name,
  email: viewer.email,
  contactNumber: viewer.contactNumber,
});
