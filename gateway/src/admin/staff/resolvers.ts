import type { Resolvers } from '../../__generated__/admin/resolvers-types.js';
import { roleToGraphql, roleToRest } from '../roles.js';

export const staffResolvers: Resolvers = {
  Query: {
    staffMembers: (_parent, _args, { admin }) => admin.staff(),
  },
  Mutation: {
    inviteStaff: (_parent, { input }, { admin }) => admin.invite({ email: input.email, role: roleToRest(input.role) }),
    changeStaffRole: (_parent, { id, role }, { admin }) => admin.updateStaff(id, { role: roleToRest(role) }),
    setStaffDisabled: (_parent, { id, disabled }, { admin }) => admin.updateStaff(id, { disabled }),
    acceptInvite: async (_parent, { input }, { admin }) => {
      const { result, totpSecret, otpauthUri } = await admin.acceptInvite(input);
      return { member: result, totpSecret, otpauthUri };
    },
    revokeStaffSessions: async (_parent, { id }, { admin }) => {
      await admin.revokeSessions(id);
      return true;
    },
  },
  StaffInvite: {
    role: (invite) => roleToGraphql(invite.role),
  },
};
