import {
  buildSchema,
  GraphQLError,
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  type OperationDefinitionNode,
  parse,
  typeFromAST,
} from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WEB_OPERATION_NAMES } from './__generated__/web-operation-names.js';
import { MAX_OPERATION_COST, operationCost, operationCostPlugin } from './operation-cost.js';
import { loadTypeDefs } from './schema.js';
import { type GatewayUnderTest, startGatewayOverApi } from './test/gateway-over-api.js';
import { webOperation } from './test/web-operations.js';

const schema = buildSchema(loadTypeDefs().join('\n'));

const costOf = (query: string, variables?: Record<string, unknown>) => {
  const document = parse(query);
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
  if (!operation) throw new Error('no operation');
  return operationCost(schema, document, operation, variables);
};

/** The published attack: three levels of lists, their sizes sent as a variable. */
const NESTED = 'query($n: Int) { products(first: $n) { nodes { related(first: $n) { related(first: $n) { id } } } } }';
const NESTED_LITERAL = '{ products(first: 20) { nodes { related(first: 20) { related(first: 20) { id } } } } }';

/** A value of `type` the schema takes, for the variables an operation requires (page sizes at the web's 12). */
function sample(type: GraphQLInputType, schemaOf: GraphQLSchema): unknown {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return [sample(nullable.ofType, schemaOf)];
  if (isInputObjectType(nullable)) {
    return Object.fromEntries(
      Object.values(nullable.getFields())
        .filter((f) => isNonNullType(f.type))
        .map((f) => [f.name, sample(f.type, schemaOf)]),
    );
  }
  if (isEnumType(nullable)) return nullable.getValues()[0]?.value;
  const name = getNamedType(nullable).name;
  if (name === 'Int') return 12;
  if (name === 'Float') return 1;
  if (name === 'Boolean') return true;
  return '00000000-0000-4000-8000-000000000000';
}

/** The cost of `query`'s first operation in `schemaOf`. */
function costIn(schemaOf: GraphQLSchema, query: string, variables?: Record<string, unknown>) {
  const document = parse(query);
  return operationCost(schemaOf, document, document.definitions[0] as OperationDefinitionNode, variables);
}

/** A schema of one list field, `items`, with `args`. */
const itemsSchema = (args: string) =>
  buildSchema(
    `directive @pageSize(max: Int!) on ARGUMENT_DEFINITION\ntype Item { id: ID! }\ntype Query { items(${args}): [Item!]! }`,
  );

/** Fragments spread ten times into each other four levels deep: 10,000 copies of one field. */
const FRAGMENT_BOMB = `{ ...F4 } fragment F0 on Query { categories { id } } ${[1, 2, 3, 4]
  .map((n) => `fragment F${n} on Query { ${`...F${n - 1} `.repeat(10)}}`)
  .join(' ')}`;

/** What the plugin does with `query` once Apollo has resolved its operation: resolves, or throws its refusal. */
async function weigh(schemaOf: GraphQLSchema, query: string) {
  const document = parse(query);
  const operation = document.definitions[0] as OperationDefinitionNode;
  const listener = await operationCostPlugin().requestDidStart?.({} as never);
  await listener?.didResolveOperation?.({ schema: schemaOf, document, operation, request: {} } as never);
  return operation;
}

describe('what an operation costs', () => {
  it('counts a list size sent as a variable as it counts the same size written in the query', () => {
    expect(costOf(NESTED, { n: 20 })).toBe(costOf(NESTED_LITERAL));
    expect(costOf(NESTED, { n: 20 })).toBeGreaterThan(MAX_OPERATION_COST);
    expect(costOf(NESTED, { n: 2 })).toBeLessThan(costOf(NESTED, { n: 20 }) as number);
  });

  it("counts a size left out, or sent as null, at the argument's default", () => {
    const defaults = '{ products { nodes { related { id } reviews { nodes { id } } } } }';
    const explicit =
      '{ products(first: 12) { nodes { related(first: 8) { id } reviews(first: 3) { nodes { id } } } } }';
    expect(costOf(defaults)).toBe(costOf(explicit));
    expect(costOf('query($n: Int) { products(first: $n) { nodes { id } } }', { n: null })).toBe(
      costOf('{ products(first: 12) { nodes { id } } }'),
    );
  });

  it('multiplies nested lists: each level counts its selection once per item asked for', () => {
    expect(costOf('{ products(first: 10) { nodes { id } } }')).toBe(1 + 10 * (1 + 1));
    expect(costOf('{ products(first: 10) { nodes { related(first: 5) { id } } } }')).toBe(1 + 10 * (1 + (1 + 5 * 1)));
  });

  it('counts a Money as one value, as the scalar it stands for', () => {
    expect(costOf('{ products(first: 10) { nodes { price { paise currencyCode __typename } } } }')).toBe(
      costOf('{ products(first: 10) { nodes { id } } }'),
    );
  });

  it('counts a negative size as no items: a list never lowers the cost of the rest', () => {
    expect(costOf('query($n: Int) { products(first: $n) { nodes { id } } }', { n: -5 })).toBe(1);
  });

  it('counts a sized list the schema gives no default at its bound', () => {
    expect(costIn(itemsSchema('first: Int @pageSize(max: 7)'), '{ items { id } }')).toBe(1 + 7 * 1);
  });

  it('counts a list no argument sizes as one item, in a schema without @pageSize', () => {
    // An argument may carry other directives there.
    const plain = buildSchema(
      'type Item { id: ID! }\ntype Query { items(first: Int, after: String @deprecated(reason: "gone")): [Item!]! }',
    );
    expect(costIn(plain, '{ items(first: 50) { id } }')).toBe(1 + 1);
  });

  it('counts only the operation asked for, in a document holding several', () => {
    const document = parse(
      'query Cheap { categories { id } } query Costly { products(first: 100) { nodes { related(first: 24) { id } } } }',
    );
    const cheap = document.definitions[0] as OperationDefinitionNode;
    expect(operationCost(schema, document, cheap, undefined)).toBe(costOf('{ categories { id } }'));
  });

  it('counts as unbounded an operation whose fragments multiply past what can be counted', () => {
    expect(costOf(FRAGMENT_BOMB)).toBe(Number.POSITIVE_INFINITY);
  });

  it('leaves the cost to execution when the variables do not fit the operation', () => {
    expect(costOf(NESTED, { n: 'twenty' })).toBeUndefined();
  });

  it(`keeps every operation of the web app under a quarter of the limit (${MAX_OPERATION_COST})`, () => {
    const costs: Record<string, number | undefined> = {};
    for (const name of WEB_OPERATION_NAMES) {
      const query = webOperation(name, { typenames: true });
      const operation = parse(query).definitions.find(
        (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition',
      );
      const variables = Object.fromEntries(
        (operation?.variableDefinitions ?? []).map((v) => [
          v.variable.name.value,
          sample(typeFromAST(schema, v.type as never) as GraphQLInputType, schema),
        ]),
      );
      costs[name] = costOf(query, variables);
    }
    expect(Object.entries(costs).filter(([, cost]) => cost === undefined)).toEqual([]);
    expect(Object.entries(costs).filter(([, cost]) => (cost as number) > MAX_OPERATION_COST / 4)).toEqual([]);
  });
});

describe('the cost limit', () => {
  it(`answers an operation costing exactly ${MAX_OPERATION_COST} and refuses one costing one more`, async () => {
    const sized = itemsSchema('first: Int @pageSize(max: 10000)');
    await expect(weigh(sized, `{ items(first: ${MAX_OPERATION_COST - 1}) { id } }`)).resolves.toBeDefined();
    const refused = await weigh(sized, `{ items(first: ${MAX_OPERATION_COST}) { id } }`).catch((error) => error);
    expect(refused).toBeInstanceOf(GraphQLError);
    expect(refused.message).toBe(
      `This operation asks for too much at once (cost ${MAX_OPERATION_COST + 1}, at most ${MAX_OPERATION_COST}): ` +
        'ask for fewer items or fewer nested lists.',
    );
    expect(refused.extensions).toEqual({
      code: 'GRAPHQL_VALIDATION_FAILED',
      cost: MAX_OPERATION_COST + 1,
      maxCost: MAX_OPERATION_COST,
      http: { status: 400 },
    });
    // The client is pointed at the operation refused.
    expect(refused.locations).toEqual([{ line: 1, column: 1 }]);
  });

  it('leaves a request whose operation Apollo could not pick to execution, which refuses it', async () => {
    const document = parse('query A { categories { id } } query B { categories { id } }');
    const listener = await operationCostPlugin().requestDidStart?.({} as never);
    await expect(
      listener?.didResolveOperation?.({ schema, document, operation: undefined, request: {} } as never),
    ).resolves.toBeUndefined();
  });

  it('refuses an operation too large to count as of unbounded cost', async () => {
    const refused = await weigh(schema, FRAGMENT_BOMB).catch((error) => error);
    expect(refused).toBeInstanceOf(GraphQLError);
    expect(refused.message).toMatch(/^This operation asks for too much at once \(cost unbounded, at most 5000\)/);
    expect(refused.extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', cost: null });
  });
});

describe('every list a client sizes has a bound in the schema', () => {
  it('gives each `first` argument of a field answering a list or a connection an explicit @pageSize', () => {
    const unbounded: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      for (const field of Object.values(type.getFields())) {
        for (const argument of field.args) {
          if (!['first', 'last', 'limit'].includes(argument.name)) continue;
          const bounded = argument.astNode?.directives?.some((d) => d.name.value === 'pageSize');
          if (!bounded) unbounded.push(`${type.name}.${field.name}(${argument.name})`);
        }
      }
    }
    expect(unbounded).toEqual([]);
  });
});

describe('the gateway weighs and bounds operations before calling the api', () => {
  let t: GatewayUnderTest;
  beforeAll(async () => {
    t = await startGatewayOverApi();
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const post = async (query: string, variables?: Record<string, unknown>) => {
    const res = await t.gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query, variables },
    });
    const body = res.json() as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };
    return { status: res.statusCode, bytes: res.body.length, body };
  };

  it('refuses the nested lists sized by a variable as it refuses them written out (was 206 KB, 317 api calls)', async () => {
    for (const [query, variables] of [
      [NESTED, { n: 20 }],
      [NESTED_LITERAL, undefined],
    ] as const) {
      const answer = await post(query, variables);
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(answer.body.errors?.[0]?.message).toMatch(/too much at once \(cost \d+, at most 5000\)/);
      expect(answer.body.data).toBeUndefined();
    }
    expect(t.upstream).toHaveLength(0);
  });

  it('refuses a list size past its bound, sent as a variable or written out, with BAD_USER_INPUT', async () => {
    const cases: [string, Record<string, unknown> | undefined, string][] = [
      ['query($n: Int) { products(first: 1) { nodes { related(first: $n) { id } } } }', { n: 25 }, 'related(first)'],
      ['{ products(first: 101) { nodes { id } } }', undefined, 'products(first)'],
      ['query($n: Int) { products(first: $n) { nodes { id } } }', { n: 0 }, 'products(first)'],
      ['{ products(first: 1) { nodes { reviews(first: 51) { totalCount } } } }', undefined, 'reviews(first)'],
      ['{ orders(first: 51) { totalCount } }', undefined, 'orders(first)'],
    ];
    for (const [query, variables, where] of cases) {
      const answer = await post(query, variables);
      expect(answer.status, query).toBe(400);
      expect(answer.body.errors?.[0]?.extensions?.code, query).toBe('BAD_USER_INPUT');
      expect(answer.body.errors?.[0]?.message, query).toMatch(
        new RegExp(`^Out of range: ${where.replace(/[()]/g, '\\$&')} takes 1 to \\d+\\.$`),
      );
    }
    expect(t.upstream).toHaveLength(0);
  });

  it("answers a document of several operations and no name with GraphQL's own refusal", async () => {
    const answer = await post('query A { categories { id } } query B { categories { id } }');
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.message).toBe('Must provide operation name if query contains multiple operations.');
    expect(t.upstream).toHaveLength(0);
  });

  it('answers the largest lists the bounds allow, related products batched, in two api calls', async () => {
    const answer = await post('query($n: Int) { products(first: 100) { nodes { id related(first: $n) { id } } } }', {
      n: 24,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect(t.upstream.map((call) => call.url)).toEqual(['/product', '/product-related']);
  });
});
