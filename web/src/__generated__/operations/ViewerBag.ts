import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { ViewerBagQuery, ViewerBagQueryVariables } from '../graphql';

export const ViewerBagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ViewerBag"},"variableDefinitions":[],"directives":[],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wishlist"},"arguments":[],"directives":[],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WishlistState"},"directives":[]}]}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"arguments":[],"directives":[],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"count"},"arguments":[],"directives":[]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WishlistState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Wishlist"}},"directives":[],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"count"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"productIds"},"arguments":[],"directives":[]}]}}]} as unknown as TypedDocumentNode<ViewerBagQuery, ViewerBagQueryVariables>;

/** Options are optional exactly when the operation has no required variables. */
export function useViewerBagQuery(
  ...[options]: Record<string, never> extends ViewerBagQueryVariables
    ? [options?: useQuery.Options<ViewerBagQuery, ViewerBagQueryVariables>]
    : [options: useQuery.Options<ViewerBagQuery, ViewerBagQueryVariables>]
) {
  return useQuery(ViewerBagDocument, options as useQuery.Options<ViewerBagQuery, ViewerBagQueryVariables>);
}
