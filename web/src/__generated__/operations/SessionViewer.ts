import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { SessionViewerQuery, SessionViewerQueryVariables } from '../graphql';

export const SessionViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionViewer"},"variableDefinitions":[],"directives":[],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"arguments":[],"directives":[],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"},"directives":[]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"directives":[],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"email"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"},"arguments":[],"directives":[]}]}}]} as unknown as TypedDocumentNode<SessionViewerQuery, SessionViewerQueryVariables>;

/** Options are optional exactly when the operation has no required variables. */
export function useSessionViewerQuery(
  ...[options]: Record<string, never> extends SessionViewerQueryVariables
    ? [options?: useQuery.Options<SessionViewerQuery, SessionViewerQueryVariables>]
    : [options: useQuery.Options<SessionViewerQuery, SessionViewerQueryVariables>]
) {
  return useQuery(SessionViewerDocument, options as useQuery.Options<SessionViewerQuery, SessionViewerQueryVariables>);
}
