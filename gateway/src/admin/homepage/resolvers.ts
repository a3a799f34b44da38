import type { Resolvers } from '../../__generated__/admin/resolvers-types.js';

/** The homepage's fields: thin calls of the api's admin homepage routes, which own every rule. */
export const homepageResolvers: Resolvers = {
  Query: {
    homepage: (_parent, _args, { admin }) => admin.homepage(),
    homepageProductPicks: (_parent, { search }, { admin }) => admin.homepageProductPicks(search),
  },
  Mutation: {
    saveHomepage: (_parent, { input }, { admin }) =>
      admin.saveHomepage({
        ...input,
        bestSeller: { ...input.bestSeller, seeMoreLink: input.bestSeller.seeMoreLink ?? undefined },
      }),
  },
};
