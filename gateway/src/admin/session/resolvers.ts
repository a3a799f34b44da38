import type { Resolvers } from '../../__generated__/admin/resolvers-types.js';
import { roleToGraphql } from '../roles.js';

/**
 * Sign-in keeps the api's session token in the staff cookie and answers only who signed in: the token never reaches
 * a script. Sign-out clears the cookie whatever the api answers (a session already revoked or expired included), then
 * answers as the api did.
 */
export const sessionResolvers: Resolvers = {
  Query: {
    me: (_parent, _args, { admin }) => admin.me(),
  },
  Mutation: {
    signIn: async (_parent, { input }, { admin, cookie }) => {
      const { token, expiresAt, result } = await admin.signIn(input);
      cookie.set(token, expiresAt);
      return result;
    },
    signOut: async (_parent, _args, { admin, cookie }) => {
      cookie.clear();
      await admin.signOut();
      return true;
    },
  },
  StaffMember: {
    role: (staff) => roleToGraphql(staff.role),
  },
};
