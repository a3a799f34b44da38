import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminCatalogueStack,
  adminGraphql,
  newTestProduct,
  startAdminCatalogue,
  type TestProduct,
} from '../../test/admin-catalogue.js';

/*
 * The catalogue's admin fields over the api's product routes, the real api behind a recording proxy: the requests it
 * records are the contract catalogue-rest.ts speaks, and the api's answers are what the fields read.
 */

let stack: AdminCatalogueStack;
beforeAll(async () => {
  stack = await startAdminCatalogue();
});
afterAll(() => stack.close());

const admin = (query: string, variables: Record<string, unknown> = {}) => adminGraphql(stack, query, variables);
const lastCall = () => stack.calls().at(-1);
/** A name no seeded product shares, so a search finds only this test's products. */
const uniqueName = (what: string) => `${what} ${randomUUID().slice(0, 8)}`;

const LIST = `query ($filter: ProductListFilter, $first: Int, $after: String) {
  adminProducts(filter: $filter, sort: PRICE, direction: ASC, first: $first, after: $after) {
    nodes { id version name categoryName visible pricePaise units stockState image updatedAt }
    pageInfo { hasNextPage endCursor }
  }
}`;
const PRODUCT = `id version name heading description category { id name } visible hsnCode gstRateBp onSale
  colours { id colour retailPricePaise salePricePaise pictures skus { id size skuCode stock } }`;

describe('the product list', () => {
  it('asks the api for one sorted, filtered page and passes its cursor on', async () => {
    const name = uniqueName('Navy Linen Shirt');
    const cheaper = await newTestProduct(stack, name, 149_900);
    const dearer = await newTestProduct(stack, `${name} slim`, 199_900);
    const first = await admin(LIST, {
      filter: { search: ` ${name} `, visibility: 'SHOWN', stockState: 'SOME_SOLD_OUT' },
      first: 1,
    });
    expect(first.errors).toBeUndefined();
    expect(lastCall()?.path).toBe('/admin/products');
    expect(lastCall()?.query).toEqual({
      q: name,
      visibility: 'shown',
      stock: 'some_sold_out',
      sort: 'price',
      order: 'asc',
      limit: '1',
    });
    const page = first.data?.adminProducts as {
      nodes: { id: string; name: string }[];
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
    };
    expect(page.nodes).toEqual([
      expect.objectContaining({
        id: cheaper.id,
        name,
        pricePaise: 149_900,
        stockState: 'SOME_SOLD_OUT',
        units: 5,
        visible: true,
        image: cheaper.pictures[0],
      }),
    ]);
    expect(page.pageInfo.hasNextPage).toBe(true);
    expect(page.pageInfo.endCursor).toEqual(expect.any(String));

    const second = await admin(LIST, {
      filter: { search: name, visibility: 'SHOWN', stockState: 'SOME_SOLD_OUT' },
      first: 1,
      after: page.pageInfo.endCursor,
    });
    expect(lastCall()?.query.cursor).toBe(page.pageInfo.endCursor);
    const secondPage = second.data?.adminProducts as { nodes: { id: string }[]; pageInfo: object } | undefined;
    expect(secondPage?.nodes.map((n) => n.id)).toEqual([dearer.id]);
    expect(secondPage?.pageInfo).toEqual({ hasNextPage: false, endCursor: null });
  });
});

describe('the product editor', () => {
  let product: TestProduct;
  let name: string;
  beforeAll(async () => {
    name = uniqueName('Navy Linen Shirt');
    product = await newTestProduct(stack, name);
  });

  it('reads a product with its colours, sizes and pictures', async () => {
    const answer = await admin(`query ($id: ID!) { adminProduct(id: $id) { ${PRODUCT} } }`, { id: product.id });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.adminProduct).toMatchObject({
      id: product.id,
      version: product.version,
      name,
      category: { id: product.categoryId, name: expect.any(String) },
      gstRateBp: 500,
      hsnCode: '6205',
      onSale: true,
      colours: [
        {
          colour: 'Navy',
          salePricePaise: 199_900,
          pictures: product.pictures,
          skus: [
            { size: '40', stock: 5 },
            { size: '42', stock: 0 },
          ],
        },
      ],
    });
    expect(lastCall()).toMatchObject({
      method: 'GET',
      path: `/admin/products/${product.id}`,
      token: stack.staff.token,
    });
  });

  const UPDATE = `mutation ($id: ID!, $version: Int!, $input: ProductInput!) {
    updateProduct(id: $id, version: $version, input: $input) { id version name }
  }`;
  const input = (categoryId: string) => ({
    name: uniqueName('Navy Linen Shirt, slim'),
    heading: 'Cool in the heat',
    description: 'Pure linen.',
    categoryId,
    visible: true,
    hsnCode: '6205',
    gstRateBp: 500,
  });

  it('saves with the version it read and answers the next one', async () => {
    const fresh = await newTestProduct(stack, uniqueName('Navy Linen Shirt'));
    const change = input(fresh.categoryId);
    const answer = await admin(UPDATE, { id: fresh.id, version: fresh.version, input: change });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.updateProduct).toEqual({ id: fresh.id, version: fresh.version + 1, name: change.name });
    expect(lastCall()).toMatchObject({
      method: 'PATCH',
      path: `/admin/products/${fresh.id}`,
      body: { version: fresh.version, productName: change.name, categoryId: fresh.categoryId, gstRateBp: 500 },
    });
  });

  it('refuses a save from a stale version as a CONFLICT whose reason is stale_version', async () => {
    const fresh = await newTestProduct(stack, uniqueName('Navy Linen Shirt'));
    const change = input(fresh.categoryId);
    await admin(UPDATE, { id: fresh.id, version: fresh.version, input: change });
    const late = await admin(UPDATE, {
      id: fresh.id,
      version: fresh.version,
      input: { ...change, name: 'Overwritten' },
    });
    expect(late.data).toBeNull();
    expect(late.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'stale_version' });
    const now = await admin(`query ($id: ID!) { adminProduct(id: $id) { version name } }`, { id: fresh.id });
    expect(now.data?.adminProduct).toEqual({ version: fresh.version + 1, name: change.name });
  });

  it('names a refused field by the operation’s argument path', async () => {
    const answer = await admin('mutation ($input: ProductInput!) { createProduct(input: $input) { id } }', {
      input: { ...input(product.categoryId), name: ' ' },
    });
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'input.name', code: 'required', message: 'Name is required' }],
    });
  });

  it('sets a size’s stock, reorders and deletes pictures through the api’s routes', async () => {
    const fresh = await newTestProduct(stack, uniqueName('Navy Linen Shirt'));
    const v = fresh.version;
    const sold = await admin(
      'mutation ($p: ID!, $s: ID!, $v: Int!) { setStock(productId: $p, skuId: $s, version: $v, stock: 0) { version colours { skus { stock } } } }',
      { p: fresh.id, s: fresh.skuIds[0], v },
    );
    expect(sold.data?.setStock).toEqual({ version: v + 1, colours: [{ skus: [{ stock: 0 }, { stock: 0 }] }] });
    expect(lastCall()).toMatchObject({
      method: 'PUT',
      path: `/admin/products/${fresh.id}/skus/${fresh.skuIds[0]}/stock`,
      body: { version: v, stock: 0 },
    });

    const reversed = [...fresh.pictures].reverse();
    const reordered = await admin(
      'mutation ($p: ID!, $c: ID!, $v: Int!, $pics: [String!]!) { reorderPictures(productId: $p, colourId: $c, version: $v, pictures: $pics) { colours { pictures } } }',
      { p: fresh.id, c: fresh.colourId, v: v + 1, pics: reversed },
    );
    expect(reordered.data?.reorderPictures).toEqual({ colours: [{ pictures: reversed }] });
    expect(lastCall()).toMatchObject({ method: 'PUT', body: { version: v + 1, images: reversed } });

    const deleted = await admin(
      'mutation ($p: ID!, $c: ID!, $v: Int!, $pic: String!) { deletePicture(productId: $p, colourId: $c, version: $v, picture: $pic) { colours { pictures } } }',
      { p: fresh.id, c: fresh.colourId, v: v + 2, pic: reversed[0] },
    );
    expect(deleted.data?.deletePicture).toEqual({ colours: [{ pictures: [reversed[1]] }] });
    expect(lastCall()).toMatchObject({ method: 'DELETE', query: { version: String(v + 2), image: reversed[0] } });
  });
});
