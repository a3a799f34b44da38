import type { Resolvers } from '../__generated__/resolvers-types.js';

export const phoneResolvers: Resolvers = {
  Mutation: {
    requestPhoneCode: (_, { mobile }, { accounts }) => accounts.requestPhoneCode(mobile),
    verifyPhoneCode: (_, { mobile, code }, { accounts }) => accounts.verifyPhoneCode(mobile, code),
    signUpWithPhone: (_, input, { accounts }) => accounts.signUpWithPhone(input),
    requestMobileCode: (_, { mobile }, { accounts }) => accounts.requestMobileCode(mobile),
    verifyMobile: (_, { mobile, code }, { accounts }) => accounts.verifyMobile(mobile, code),
  },
};
