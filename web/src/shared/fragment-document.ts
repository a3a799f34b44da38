import type { TypedDocumentNode } from '@apollo/client';
import type { DocumentNode } from 'graphql';

/**
 * The fragment definitions of a generated operation's document, as a document `cache.readFragment` takes (it refuses
 * documents holding an operation). Codegen writes one module per operation and none per fragment; an operation's
 * module carries every fragment it spreads, so a mutation's own module gives the fragment its answer is made of.
 */
export function fragmentDocument<TFragment>(document: DocumentNode): TypedDocumentNode<TFragment> {
  return {
    ...document,
    definitions: document.definitions.filter((definition) => definition.kind === 'FragmentDefinition'),
  } as TypedDocumentNode<TFragment>;
}
