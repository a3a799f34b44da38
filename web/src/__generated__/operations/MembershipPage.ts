import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { MembershipPageQuery, MembershipPageQueryVariables } from '../graphql';

export const MembershipPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MembershipPage"},"variableDefinitions":[],"directives":[],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"membership"},"arguments":[],"directives":[],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"totalPoints"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"ordersPlaced"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"pointValue"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"rupeesPerPointEarned"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"pointsHistory"},"arguments":[],"directives":[],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"orderId"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"pointsEarned"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"pointsRedeemed"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"createdAt"},"arguments":[],"directives":[]}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"arguments":[],"directives":[],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"count"},"arguments":[],"directives":[]}]}}]}}]} as unknown as TypedDocumentNode<MembershipPageQuery, MembershipPageQueryVariables>;

/** Options are optional exactly when the operation has no required variables. */
export function useMembershipPageQuery(
  ...[options]: Record<string, never> extends MembershipPageQueryVariables
    ? [options?: useQuery.Options<MembershipPageQuery, MembershipPageQueryVariables>]
    : [options: useQuery.Options<MembershipPageQuery, MembershipPageQueryVariables>]
) {
  return useQuery(MembershipPageDocument, options as useQuery.Options<MembershipPageQuery, MembershipPageQueryVariables>);
}
