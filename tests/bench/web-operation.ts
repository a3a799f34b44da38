import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type DefinitionNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  parse,
  print,
  type SelectionSetNode,
  visit,
} from 'graphql';
import { repoRoot } from '../harness/stack.js';

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return graphqlFiles(full);
    return entry.name.endsWith('.graphql') ? [full] : [];
  });
}

const withTypename = (selectionSet: SelectionSetNode): SelectionSetNode => {
  const hasTypename = selectionSet.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename');
  return hasTypename
    ? selectionSet
    : {
        ...selectionSet,
        selections: [...selectionSet.selections, { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } }],
      };
};

/**
 * The query text the web app sends for one of its operations: its document with the fragments it spreads, and
 * `__typename` on every object selection, as Apollo Client adds it for its normalized cache.
 */
export function webOperation(name: string): string {
  const definitions = graphqlFiles(path.join(repoRoot, 'web', 'src', 'features')).flatMap(
    (file) => parse(readFileSync(file, 'utf8')).definitions as DefinitionNode[],
  );
  const fragments = new Map(
    definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const operation = definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === name,
  );
  if (!operation) throw new Error(`the web app has no operation named ${name}`);
  const used: FragmentDefinitionNode[] = [];
  const collect = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value);
        if (fragment && !used.includes(fragment)) {
          used.push(fragment);
          collect(fragment);
        }
      },
    });
  collect(operation);
  const addTypenames = <T extends OperationDefinitionNode | FragmentDefinitionNode>(node: T): T =>
    visit(node, {
      SelectionSet: {
        leave: (set, _key, parent) =>
          parent && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION ? set : withTypename(set),
      },
    });
  return print({ kind: Kind.DOCUMENT, definitions: [addTypenames(operation), ...used.map(addTypenames)] });
}
