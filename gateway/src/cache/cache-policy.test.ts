import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { buildSchema, type OperationDefinitionNode, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadTypeDefs } from '../schema.js';
import { webOperation } from '../test/web-operations.js';
import { type CacheHint, cachePolicyPlugin, operationCachePolicy } from './cache-policy.js';

/** Every kind of hint Apollo's cache-control plugin reads, on a schema whose resolvers answer every field. */
const typeDefs = `
  enum CacheControlScope { PUBLIC PRIVATE }
  directive @cacheControl(maxAge: Int, scope: CacheControlScope, inheritMaxAge: Boolean)
    on FIELD_DEFINITION | OBJECT | INTERFACE | UNION
  type Query {
    shop: Shop @cacheControl(maxAge: 300)
    plain: Shop
    count: Int
    viewer: Viewer @cacheControl(scope: PRIVATE, maxAge: 0)
    node: Node @cacheControl(maxAge: 120)
    open: Shop @cacheControl(scope: PUBLIC, maxAge: 200)
    secret: Secret
    extra: Extra
    broken: String @cacheControl(maxAge: 60)
  }
  type Shop @cacheControl(maxAge: 60) {
    name: String
    items: [Item!]!
    page: Page
    slow: Item @cacheControl(maxAge: 600)
    fast: Item @cacheControl(maxAge: 5)
    loose: Loose @cacheControl(inheritMaxAge: true)
    listed: Item @deprecated(reason: "old") @cacheControl(scope: PUBLIC, maxAge: 30)
    cached: Item @cacheControl(inheritMaxAge: true)
    hidden: Item @cacheControl(scope: PRIVATE)
    guarded: Loose @cacheControl(inheritMaxAge: true, scope: PRIVATE)
    bare: Loose
    kept: Guard @cacheControl(inheritMaxAge: true)
  }
  type Item @cacheControl(maxAge: 90) { id: ID, note: String @cacheControl(maxAge: 10), tags: [Tag!]! }
  type Tag @cacheControl(inheritMaxAge: true) { label: String }
  type Page @cacheControl(inheritMaxAge: true) { next: String }
  type Loose { value: String }
  type Viewer { name: String }
  type Secret @cacheControl(scope: PRIVATE, maxAge: 40) { v: String }
  type Guard @cacheControl(scope: PRIVATE) { v: String }
  type Extra { v: String }
  extend type Extra @cacheControl(maxAge: 45)
  interface Node { id: ID, owner: Owner }
  type Owner @cacheControl(maxAge: 600) { name: String }
  type Cheap implements Node { id: ID, owner: Owner @cacheControl(maxAge: 30) }
  type Dear implements Node { id: ID, owner: Owner @cacheControl(maxAge: 900) }
`;

const item = { id: '1', note: 'n', tags: [{ label: 't' }] };
const shop = {
  name: 'Sutra',
  items: [item],
  page: { next: null },
  slow: item,
  fast: item,
  loose: { value: 'v' },
  listed: item,
  cached: item,
  hidden: item,
  guarded: { value: 'g' },
  bare: { value: 'b' },
  kept: { v: 'k' },
};
const resolvers = {
  Query: {
    shop: () => shop,
    plain: () => shop,
    count: () => 1,
    viewer: () => ({ name: 'x' }),
    node: () => ({ __typename: 'Cheap', id: '1', owner: { name: 'o' } }),
    open: () => shop,
    secret: () => ({ v: 's' }),
    extra: () => ({ v: 'e' }),
    broken: () => {
      throw new Error('broken');
    },
  },
  Node: { __resolveType: (n: { __typename: string }) => n.__typename },
};

/** The policy Apollo Server's own plugin reaches for `query`, executing it. */
async function apolloPolicy(query: string): Promise<CacheHint> {
  let seen: CacheHint = {};
  const capture: ApolloServerPlugin = {
    async requestDidStart() {
      return {
        async willSendResponse({ overallCachePolicy }) {
          seen = {
            ...(overallCachePolicy.maxAge !== undefined ? { maxAge: overallCachePolicy.maxAge } : {}),
            ...(overallCachePolicy.scope ? { scope: overallCachePolicy.scope } : {}),
          };
        },
      };
    },
  };
  const server = new ApolloServer({ typeDefs, resolvers, plugins: [capture] });
  await server.start();
  try {
    const response = await server.executeOperation({ query });
    if (response.body.kind === 'single') expect(response.body.singleResult.errors).toBeUndefined();
  } finally {
    await server.stop();
  }
  return seen;
}

const staticPolicy = (schemaSource: string | string[], query: string) => {
  const document = parse(query);
  const operation = document.definitions[0] as OperationDefinitionNode;
  return operationCachePolicy(buildSchema([schemaSource].flat().join('\n')), document, operation);
};

describe('an operation’s cache policy, worked out from its document', () => {
  it.each([
    ['a type’s maxAge, narrowed by its fields’ types', '{ shop { name items { id } } }'],
    ['a field’s own maxAge over its type’s', '{ shop { slow { id } fast { id } } }'],
    ['a field hint on a scalar', '{ shop { items { note } } }'],
    ['types that inherit their parent’s maxAge', '{ shop { page { next } items { tags { label } } } }'],
    ['a field that inherits over a type with no hint', '{ shop { loose { value } } }'],
    ['a root object field without a hint: 0', '{ plain { name } }'],
    ['a root scalar field without a hint: 0', '{ count }'],
    ['a PRIVATE field makes the whole answer private', '{ shop { name } viewer { name } }'],
    ['fragments and inline fragments', 'query { shop { ...S } } fragment S on Shop { ... on Shop { fast { id } } }'],
    ['a PUBLIC scope, kept through the fields that set none', '{ open { name listed { id } } }'],
    ['a PRIVATE field before a PUBLIC one: still private', '{ viewer { name } open { listed { id } } }'],
    ['a hint among other directives, its arguments in any order', '{ shop { listed { id } } }'],
    ['a field that inherits over a type with a maxAge of its own', '{ shop { cached { id } } }'],
    ['a scope without a maxAge, on a field', '{ shop { hidden { id } } }'],
    ['a type’s own scope', '{ secret { v } }'],
    ['a field that inherits, with a scope', '{ shop { guarded { value } } }'],
    ['a field that inherits over a type with only a scope, which it keeps', '{ shop { kept { v } } }'],
    ['an object field below the root with no hint at all: 0', '{ shop { bare { value } } }'],
    ['a hint set by a type’s extension', '{ extra { v } }'],
  ])('agrees with Apollo Server’s plugin: %s', async (_, query) => {
    expect(staticPolicy(typeDefs, query)).toEqual(await apolloPolicy(query));
  });

  it('takes the strictest of an interface’s object types, where Apollo sees the one that answered', async () => {
    // Apollo executes and meets a Cheap, whose owner field says 30; the document alone may meet a Cheap or a Dear
    // (900), and takes the stricter.
    const query = '{ node { id owner { name } } }';
    expect(await apolloPolicy(query)).toEqual({ maxAge: 30 });
    expect(staticPolicy(typeDefs, query)).toEqual({ maxAge: 30 });
  });

  it('makes the store’s listing, homepage and product page public, and the viewer’s bag private', () => {
    const store = loadTypeDefs();
    const policy = (name: string) => {
      const document = parse(webOperation(name));
      const operation = document.definitions.find(
        (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition',
      ) as OperationDefinitionNode;
      return operationCachePolicy(buildSchema(store.join('\n')), document, operation);
    };
    expect(policy('ProductListing')).toEqual({ maxAge: 60 });
    expect(policy('HomePage').maxAge).toBeGreaterThan(0);
    expect(policy('ProductDetails').maxAge).toBeGreaterThan(0);
    expect(policy('ProductDetails').scope).toBeUndefined();
    expect(policy('ViewerBag')).toEqual({ maxAge: 0, scope: 'PRIVATE' });
  });
});

describe('the Cache-Control header the policy plugin sends', () => {
  /** The header an operation's answer carries, with Apollo's own cache-control plugin off as in the gateway. */
  async function cacheControlOf(query: string): Promise<string | undefined> {
    const server = new ApolloServer({
      typeDefs,
      resolvers,
      plugins: [cachePolicyPlugin(), ApolloServerPluginCacheControlDisabled()],
    });
    await server.start();
    try {
      return (await server.executeOperation({ query })).http.headers.get('cache-control');
    } finally {
      await server.stop();
    }
  }

  it('is max-age and public for a public answer, private for a private one', async () => {
    expect(await cacheControlOf('{ shop { name } }')).toBe('max-age=300, public');
    expect(await cacheControlOf('{ open { name } }')).toBe('max-age=200, public');
    expect(await cacheControlOf('{ secret { v } }')).toBe('max-age=40, private');
  });

  it('is no-store for an answer kept for no time, and for one with an error', async () => {
    expect(await cacheControlOf('{ viewer { name } }')).toBe('no-store');
    expect(await cacheControlOf('{ broken }')).toBe('no-store');
  });

  it('works each document out once, and every request of it gets the policy', async () => {
    const server = new ApolloServer({
      typeDefs,
      resolvers,
      plugins: [cachePolicyPlugin(), ApolloServerPluginCacheControlDisabled()],
    });
    await server.start();
    try {
      for (let i = 0; i < 2; i++) {
        const answer = await server.executeOperation({ query: '{ shop { fast { id } } }' });
        expect(answer.http.headers.get('cache-control')).toBe('max-age=5, public');
      }
    } finally {
      await server.stop();
    }
  });
});
