import { pngImage } from '@sutra/api/test-images';
import type { FastifyInstance } from 'fastify';
import { ADMIN_FILES_PREFIX, ADMIN_WRITE_HEADER } from '../admin/catalogue/files.js';
import { ADMIN_GRAPHQL_PATH } from '../admin/server.js';
import { type GatewayUnderTest, startGatewayOverApi } from './gateway-over-api.js';
import { type RecordingProxy, startRecordingProxy } from './recording-proxy.js';
import { type SignedInStaff, signedInStaff } from './staff.js';

/** An admin REST call as the api received it: the path below `/API/v1`, its query, body and bearer token. */
export interface AdminCall {
  method: string;
  path: string;
  query: Record<string, string>;
  /** Parsed when JSON, else the text as sent. */
  body: unknown;
  token: string | undefined;
}

export interface AdminCatalogueStack {
  t: GatewayUnderTest;
  /** A gateway whose calls to the api pass through a recording proxy. */
  gateway: FastifyInstance;
  /** A `catalogue` member signed in through that gateway. */
  staff: SignedInStaff;
  /** The admin calls the api received, oldest first (the catalogue's change stream left out). */
  calls(): AdminCall[];
  close(): Promise<void>;
}

function adminCall(received: RecordingProxy['received'][number]): AdminCall {
  const url = new URL(received.url, 'http://api');
  const json = String(received.headers['content-type'] ?? '').includes('application/json');
  return {
    method: received.method,
    path: url.pathname.replace(/^\/API\/v1/, ''),
    query: Object.fromEntries(url.searchParams),
    body: json && received.body ? JSON.parse(received.body) : received.body,
    token: /^Bearer (.+)$/.exec(String(received.headers.authorization ?? ''))?.[1],
  };
}

/** The real gateway over the real api, its admin calls recorded at the wire, with a `catalogue` member signed in. */
export async function startAdminCatalogue(): Promise<AdminCatalogueStack> {
  const t = await startGatewayOverApi();
  const proxy = await startRecordingProxy(t.api.url);
  const { gateway } = await t.replica({ API_URL: proxy.url });
  const staff = await signedInStaff(t, 'catalogue', gateway);
  return {
    t,
    gateway,
    staff,
    calls: () => proxy.received.map(adminCall).filter((call) => call.path.startsWith('/admin/')),
    close: async () => {
      await t.close();
      await proxy.close();
    },
  };
}

export interface AdminAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** An admin GraphQL operation as `staff`. */
export async function adminGraphql(
  stack: AdminCatalogueStack,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<AdminAnswer> {
  const res = await stack.gateway.inject({
    method: 'POST',
    url: ADMIN_GRAPHQL_PATH,
    headers: { 'content-type': 'application/json', ...stack.staff.headers },
    payload: { query, variables },
  });
  return res.json();
}

/** A multipart body holding one PNG as `file`. */
export function pictureUpload(rgb: [number, number, number]): { payload: Buffer; contentType: string } {
  const boundary = `sutra-${rgb.join('-')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    pngImage({ rgb }),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface TestProduct {
  id: string;
  version: number;
  categoryId: string;
  colourId: string;
  skuIds: string[];
  pictures: string[];
}

/**
 * A new shown product named `name` through the admin endpoint: one colour, Navy, at ₹2,499 retail and `salePricePaise`,
 * sizes 40 (5 units) and 42 (sold out), and two uploaded pictures.
 */
export async function newTestProduct(
  stack: AdminCatalogueStack,
  name: string,
  salePricePaise = 199_900,
): Promise<TestProduct> {
  const categories = await adminGraphql(stack, '{ categories { id } }');
  const categoryId = (categories.data?.categories as { id: string }[] | undefined)?.[0]?.id;
  if (!categoryId) throw new Error(`no category: ${JSON.stringify(categories)}`);
  const input = { name, heading: 'Cool in the heat', description: 'Pure linen.', categoryId, visible: true };
  const created = await adminGraphql(
    stack,
    'mutation ($input: ProductInput!) { createProduct(input: $input) { id version } }',
    { input: { ...input, hsnCode: '6205', gstRateBp: 500 } },
  );
  const product = created.data?.createProduct as { id: string; version: number } | undefined;
  if (!product) throw new Error(`createProduct: ${JSON.stringify(created)}`);
  const coloured = await adminGraphql(
    stack,
    `mutation ($id: ID!, $version: Int!, $input: NewColourInput!) {
      addColour(productId: $id, version: $version, input: $input) { version colours { id skus { id } } }
    }`,
    {
      id: product.id,
      version: product.version,
      input: {
        colour: 'Navy',
        retailPricePaise: 249_900,
        salePricePaise,
        sizes: [
          { size: '40', stock: 5 },
          { size: '42', stock: 0 },
        ],
      },
    },
  );
  const withColour = coloured.data?.addColour as
    | { version: number; colours: { id: string; skus: { id: string }[] }[] }
    | undefined;
  const colour = withColour?.colours[0];
  if (!withColour || !colour) throw new Error(`addColour: ${JSON.stringify(coloured)}`);
  let version = withColour.version;
  let pictures: string[] = [];
  for (const rgb of [
    [27, 42, 74],
    [200, 180, 150],
  ] as [number, number, number][]) {
    const upload = pictureUpload(rgb);
    const res = await stack.gateway.inject({
      method: 'POST',
      url: `${ADMIN_FILES_PREFIX}/products/${product.id}/variants/${colour.id}/pictures?version=${version}`,
      headers: { ...stack.staff.headers, [ADMIN_WRITE_HEADER]: '1', 'content-type': upload.contentType },
      payload: upload.payload,
    });
    if (res.statusCode !== 200) throw new Error(`picture upload: ${res.statusCode} ${res.body}`);
    const answer = res.json() as { result: { version: number; variants: { images: string[] }[] } };
    version = answer.result.version;
    pictures = answer.result.variants[0]?.images ?? [];
  }
  return { id: product.id, version, categoryId, colourId: colour.id, skuIds: colour.skus.map((s) => s.id), pictures };
}
