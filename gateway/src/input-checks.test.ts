import {
  buildSchema,
  type GraphQLInputType,
  getNamedType,
  getNullableType,
  isInputObjectType,
  isListType,
  isScalarType,
  parse,
} from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkInputs, DEFAULT_MAX_ITEMS, DEFAULT_MAX_LENGTH } from './input-checks.js';
import { loadTypeDefs } from './schema.js';
import { signUpBuyer, type TestBuyer } from './test/buyers.js';
import { type GatewayUnderTest, startGatewayOverApi } from './test/gateway-over-api.js';

describe('every text and list input of the schema carries its bound', () => {
  const schema = buildSchema(loadTypeDefs().join('\n'));
  const inputs: { where: string; type: GraphQLInputType; directives: string[] }[] = [];
  const named = (node: { directives?: readonly { name: { value: string } }[] } | null | undefined) =>
    (node?.directives ?? []).map((d) => d.name.value);
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        inputs.push({ where: `${type.name}.${field.name}`, type: field.type, directives: named(field.astNode) });
      }
    } else if ('getFields' in type) {
      for (const field of Object.values(type.getFields())) {
        for (const arg of 'args' in field ? field.args : []) {
          inputs.push({
            where: `${type.name}.${field.name}(${arg.name})`,
            type: arg.type,
            directives: named(arg.astNode),
          });
        }
      }
    }
  }
  const isText = (type: GraphQLInputType) => {
    const leaf = getNamedType(type);
    return isScalarType(leaf) && (leaf.name === 'String' || leaf.name === 'ID');
  };

  it('finds the inputs', () => {
    expect(inputs.length).toBeGreaterThan(60);
  });

  it('gives every String and ID argument and input field (lists of them too) an explicit @length', () => {
    expect(inputs.filter((i) => isText(i.type) && !i.directives.includes('length')).map((i) => i.where)).toEqual([]);
  });

  it('gives every list argument and input field an explicit @maxItems', () => {
    const lists = inputs.filter((i) => isListType(getNullableType(i.type)));
    expect(lists.length).toBeGreaterThan(5);
    expect(lists.filter((i) => !i.directives.includes('maxItems')).map((i) => i.where)).toEqual([]);
  });
});

describe('inputs without a directive are held to the defaults', () => {
  const schema = buildSchema(`
    directive @length(max: Int!) on ARGUMENT_DEFINITION | INPUT_FIELD_DEFINITION
    directive @maxItems(max: Int!) on ARGUMENT_DEFINITION | INPUT_FIELD_DEFINITION
    input Note { text: String }
    type Query { echo(text: String, notes: [Note!], tags: [ID!]): String }
  `);
  const check = (query: string, variables: Record<string, unknown>) => {
    const document = parse(query);
    const operation = document.definitions[0];
    if (operation?.kind !== 'OperationDefinition') throw new Error('no operation');
    return () => checkInputs(schema, document, operation, variables);
  };
  const echo = 'query($t: String, $n: [Note!], $g: [ID!]) { echo(text: $t, notes: $n, tags: $g) }';

  it(`takes ${DEFAULT_MAX_LENGTH} characters and ${DEFAULT_MAX_ITEMS} items, and refuses one more`, () => {
    expect(check(echo, { t: 'a'.repeat(DEFAULT_MAX_LENGTH), g: Array(DEFAULT_MAX_ITEMS).fill('x') })).not.toThrow();
    expect(check(echo, { t: 'a'.repeat(DEFAULT_MAX_LENGTH + 1) })).toThrow(
      `Input too long: echo(text) must be at most ${DEFAULT_MAX_LENGTH} characters.`,
    );
    expect(check(echo, { g: Array(DEFAULT_MAX_ITEMS + 1).fill('x') })).toThrow(
      `Too many items: echo(tags) takes at most ${DEFAULT_MAX_ITEMS}.`,
    );
    expect(check(echo, { n: [{ text: 'ok' }, { text: 'b'.repeat(DEFAULT_MAX_LENGTH + 1) }] })).toThrow(
      'echo(notes)[1].text must be at most',
    );
  });

  it('refuses a NUL character and half a surrogate pair, and takes emoji', () => {
    expect(check(echo, { t: 'a\u0000b' })).toThrow('Invalid input: echo(text) must be text without NUL characters');
    expect(check(echo, { g: ['ok', '\ud800'] })).toThrow('echo(tags)[1] must be text without NUL characters');
    expect(check(echo, { t: 'Shukriya 🙏' })).not.toThrow();
  });
});

describe('the gateway refuses inputs past their bounds before any call to the api', () => {
  let t: GatewayUnderTest;
  let buyer: TestBuyer;
  beforeAll(async () => {
    t = await startGatewayOverApi();
    buyer = await signUpBuyer(t, 'Asha Rao');
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  /** POSTs an operation; answers the status and the first error's message and code. */
  async function send(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
    const res = await t.gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...headers },
      payload: { query, variables },
    });
    const error = res.json().errors?.[0];
    return { status: res.statusCode, message: error?.message, code: error?.extensions?.code };
  }
  const refused = (message: string) => ({ status: 400, code: 'BAD_USER_INPUT', message });

  const address = (city = 'Jaipur') => ({
    fullName: 'Asha Rao',
    mobile: '9876543210',
    add1: '14 Johari Bazaar',
    state: 'Rajasthan',
    city,
    pincode: '302003',
  });

  const cases: [string, string, Record<string, unknown>, string][] = [
    [
      'a login email over 254 characters (was: sent to the api, 200)',
      'mutation($e: String!) { login(email: $e, password: "secret-pass-1") { token } }',
      { e: `${'a'.repeat(244)}@example.in` },
      'Input too long: login(email) must be at most 254 characters.',
    ],
    [
      'a sign-up name over 100 characters, inside an input object',
      'mutation($i: SignupInput!) { signup(input: $i) { message } }',
      { i: { email: 'asha@example.in', password: 'secret-pass-1', name: 'A'.repeat(101) } },
      'Input too long: signup(input).name must be at most 100 characters.',
    ],
    [
      'an eleventh saved address',
      'mutation($a: [AddressInput!]!) { updateAddresses(addresses: $a) { id } }',
      { a: Array.from({ length: 11 }, () => address()) },
      'Too many items: updateAddresses(addresses) takes at most 10.',
    ],
    [
      'a city over 60 characters in the third address',
      'mutation($a: [AddressInput!]!) { updateAddresses(addresses: $a) { id } }',
      { a: [address(), address(), address('J'.repeat(61))] },
      'Input too long: updateAddresses(addresses)[2].city must be at most 60 characters.',
    ],
    [
      'a search typed into the query itself',
      `{ search(query: "${'s'.repeat(101)}") { products { id } } }`,
      {},
      'Input too long: search(query) must be at most 100 characters.',
    ],
    [
      'an id longer than a UUID in a list of ids',
      'query($ids: [ID!]!) { productsByIds(ids: $ids) { id } }',
      { ids: ['00000000-0000-4000-8000-000000000000', `${'0'.repeat(37)}`] },
      'Input too long: productsByIds(ids)[1] must be at most 36 characters.',
    ],
    [
      'a fourth return image',
      'mutation($i: ReturnRequestInput!) { requestReturn(input: $i) { message } }',
      { i: { orderNumber: '1', email: 'a@example.in', reason: 'WRONG_ITEM', images: ['/a', '/b', '/c', '/d'] } },
      'Too many items: requestReturn(input).images takes at most 3.',
    ],
    [
      'a return image location over 500 characters',
      'mutation($i: ReturnRequestInput!) { requestReturn(input: $i) { message } }',
      { i: { orderNumber: '1', email: 'a@example.in', reason: 'WRONG_ITEM', images: [`/media/${'u'.repeat(494)}`] } },
      'Input too long: requestReturn(input).images[0] must be at most 500 characters.',
    ],
    [
      'a review cursor nested under a product (was: the product loaded first)',
      'query($id: ID!, $after: String) { product(id: $id) { reviews(after: $after) { totalCount } } }',
      { id: '00000000-0000-4000-8000-000000000000', after: 'c'.repeat(201) },
      'Input too long: reviews(after) must be at most 200 characters.',
    ],
    [
      'a value held in a fragment',
      'query($q: String!) { ...Find } fragment Find on Query { search(query: $q) { products { id } } }',
      { q: 'q'.repeat(101) },
      'Input too long: search(query) must be at most 100 characters.',
    ],
    [
      'an argument without a directive of its own (introspection: the default bound)',
      `{ __type(name: "${'T'.repeat(DEFAULT_MAX_LENGTH + 1)}") { name } }`,
      {},
      `Input too long: __type(name) must be at most ${DEFAULT_MAX_LENGTH} characters.`,
    ],
    [
      'a NUL character in a coupon code (was: sent to the api, 200)',
      'query($c: String!) { validateCoupon(code: $c) { valid } }',
      { c: 'SUTRA\u000010' },
      'Invalid input: validateCoupon(code) must be text without NUL characters or broken Unicode.',
    ],
  ];

  it.each(cases)('refuses %s', async (_label, query, variables, message) => {
    expect(await send(query, variables, buyer.headers)).toEqual(refused(message));
    expect(t.upstream).toHaveLength(0);
  });

  it('lets a value at the bound through to the api: a 2,000-character feedback message is received', async () => {
    const answer = await send(
      'mutation($i: FeedbackInput!) { sendFeedback(input: $i) { message } }',
      { i: { name: 'Asha Rao', email: 'asha@example.in', message: 'm'.repeat(2000) } },
      buyer.headers,
    );
    expect(answer).toEqual({ status: 200, message: undefined, code: undefined });
    expect(t.upstream).toHaveLength(1);
  });
});
