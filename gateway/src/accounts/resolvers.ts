import type { Resolvers } from '../__generated__/resolvers-types.js';

export const accountResolvers: Resolvers = {
  Query: {
    me: (_, __, { accounts }) => accounts.me(),
  },
  Mutation: {
    signup: (_, { input }, { accounts }) => accounts.signup(input),
    login: (_, { email, password, code }, { accounts }) => accounts.login(email, password, code ?? undefined),
    requestPasswordReset: (_, { email }, { accounts }) => accounts.requestPasswordReset(email),
    verifyPasswordResetCode: (_, { email, code }, { accounts }) => accounts.verifyPasswordResetCode(email, code),
    resetPassword: (_, { resetToken, password }, { accounts }) => accounts.resetPassword(resetToken, password),
    updateProfile: (_, { input }, { accounts }) => accounts.updateProfile(input),
    updateAddresses: (_, { addresses }, { accounts }) => accounts.updateAddresses(addresses),
    changePassword: (_, { input }, { accounts }) => accounts.changePassword(input),
    logout: (_, __, { accounts }) => accounts.logout(),
  },
  AuthPayload: {
    viewer: (p) => p.buyer,
  },
  Viewer: {
    id: (b) => b._id,
    addresses: (b) => b.address,
    defaultAddress: (b) => b.address[0] ?? null,
  },
  Address: {
    isDefault: (a) => a.defaultAdd,
  },
};
