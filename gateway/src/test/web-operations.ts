import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DefinitionNode, type DocumentNode, Kind, parse, print, visit } from 'graphql';

const webSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/src');

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return graphqlFiles(full);
    return entry.name.endsWith('.graphql') ? [full] : [];
  });
}

let all: DocumentNode | undefined;

/** The text of one of the web app's operations (`web/src/**\/*.graphql`) with the fragments it uses, as it sends it. */
export function webOperation(name: string): string {
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
  return print({ kind: Kind.DOCUMENT, definitions: [operation, ...picked.values()] });
}
