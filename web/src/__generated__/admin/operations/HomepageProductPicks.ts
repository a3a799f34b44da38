import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { HomepageProductPicksQuery, HomepageProductPicksQueryVariables } from '../graphql';

export const HomepageProductPicksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomepageProductPicks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},"directives":[]}],"directives":[],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homepageProductPicks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"directives":[],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomepagePickFields"},"directives":[]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HomepagePickFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HomepagePick"}},"directives":[],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"image"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"visible"},"arguments":[],"directives":[]}]}}]} as unknown as TypedDocumentNode<HomepageProductPicksQuery, HomepageProductPicksQueryVariables>;

/** Options are optional exactly when the operation has no required variables. */
export function useHomepageProductPicksQuery(
  ...[options]: Record<string, never> extends HomepageProductPicksQueryVariables
    ? [options?: useQuery.Options<HomepageProductPicksQuery, HomepageProductPicksQueryVariables>]
    : [options: useQuery.Options<HomepageProductPicksQuery, HomepageProductPicksQueryVariables>]
) {
  return useQuery(HomepageProductPicksDocument, options as useQuery.Options<HomepageProductPicksQuery, HomepageProductPicksQueryVariables>);
}
