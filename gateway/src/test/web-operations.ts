import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type DefinitionNode,
  type DocumentNode,
  Kind,
  type OperationDefinitionNode,
  parse,
  print,
  type SelectionSetNode,
  visit,
} from 'graphql';

const webSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/src');
/** The back office's operations are the admin schema's (`/admin/graphql`), and may share a name with the shop's. */
const adminSrc = path.join(webSrc, 'admin');

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === adminSrc ? [] : graphqlFiles(full);
    return entry.name.endsWith('.graphql') ? [full] : [];
  });
}

let all: DocumentNode | undefined;

/** Adds `__typename` to every object selection (not the operation's own), as Apollo Client does for its cache. */
const withTypenames = (definition: DefinitionNode): DefinitionNode =>
  visit(definition, {
    SelectionSet: {
      leave: (set: SelectionSetNode, _key, parent) => {
        const isOperation =
          parent && 'kind' in parent && (parent as OperationDefinitionNode).kind === Kind.OPERATION_DEFINITION;
        const has = set.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename');
        if (isOperation || has) return set;
        return {
          ...set,
          selections: [...set.selections, { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } }],
        };
      },
    },
  });

/**
 * The text of one of the shop's operations (`web/src/**\/*.graphql`, the back office's left out) with the fragments it uses. With
 * `typenames`, exactly as Apollo Client sends it: `__typename` on every object selection.
 */
export function webOperation(name: string, options: { typenames?: boolean } = {}): string {
  all ??= parse(
    graphqlFiles(webSrc)
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n'),
  );
  const definitions = all.definitions;
  const fragment = (n: string) =>
    definitions.find((d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === n) as DefinitionNode | undefined;
  const operation = definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === name);
  if (!operation) throw new Error(`the web app has no operation ${name}`);
  const picked = new Map<string, DefinitionNode>();
  const collect = (node: DefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        const found = fragment(name);
        if (!found || picked.has(name)) return;
        picked.set(name, found);
        collect(found);
      },
    });
  collect(operation);
  const sent = [operation, ...picked.values()];
  return print({
    kind: Kind.DOCUMENT,
    definitions: options.typenames ? sent.map(withTypenames) : sent,
  });
}
