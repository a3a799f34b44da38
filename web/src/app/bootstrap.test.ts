import type { NormalizedCacheObject } from '@apollo/client';
import { afterEach, describe, expect, it } from 'vitest';
import { GUEST } from '../shared/session/session';
import { type BootstrapState, bootstrapScript, carryState, readBootstrapState } from './bootstrap';

const HOSTILE = 'Kurta </script><script>alert(1)</script> <!-- \u2028\u2029 "quoted" \\ back';

const apollo: NormalizedCacheObject = {
  ROOT_QUERY: {
    __typename: 'Query',
    'product({"slug":"kurta"})': { __ref: 'Product:p-1' },
    homepage: { __ref: 'HomePage:{}' },
  },
  'Product:p-1': {
    id: 'p-1',
    __typename: 'Product',
    name: HOSTILE,
    price: { __typename: 'Money', paise: 149900, currencyCode: 'INR' },
    variants: [{ __ref: 'ProductVariant:v:1' }],
  },
  'ProductVariant:v:1': { __typename: 'ProductVariant', id: 'v:1', color: 'Navy' },
  'HomePage:{}': { __typename: 'HomePage', heading: 'New in' },
  // Not keyed by its own type and id: carried as it is.
  'Category:c-1': { __typename: 'Category', id: 'c-2', name: 'Shirts' },
};

const state: BootstrapState = {
  apollo,
  session: GUEST,
  publicUrl: 'https://store.test',
  modules: ['ProductDetailsPage'],
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the state the page carries for hydration', () => {
  it('writes each entity’s type and id once and gives the browser the same cache back', () => {
    const carried = carryState(state);
    expect(carried.entities.Product?.['p-1']).not.toHaveProperty('id');
    expect(carried.entities.ProductVariant?.['v:1']).toEqual({ color: 'Navy' });
    expect(Object.keys(carried.apollo).sort()).toEqual(['Category:c-1', 'HomePage:{}', 'ROOT_QUERY']);
    document.body.innerHTML = bootstrapScript(state);
    expect(readBootstrapState()).toEqual(state);
  });

  it('writes a value object repeated across the cache once, and gives each place its own copy back', () => {
    const price = { __typename: 'Money', paise: 149900, currencyCode: 'INR' };
    const repeated: BootstrapState = {
      ...state,
      apollo: {
        ...apollo,
        'ProductVariant:v:1': { __typename: 'ProductVariant', id: 'v:1', color: 'Navy', salePrice: { ...price } },
        'ProductVariant:v:2': { __typename: 'ProductVariant', id: 'v:2', color: HOSTILE, salePrice: { ...price } },
      },
    };
    const carried = carryState(repeated);
    expect(carried.values).toEqual([price]);
    expect(carried.entities.ProductVariant?.['v:2']).toEqual({ color: HOSTILE, salePrice: { __value: 0 } });
    const script = bootstrapScript(repeated);
    expect(script.match(/"paise"/g)).toHaveLength(1);
    document.body.innerHTML = script;
    const restored = readBootstrapState();
    expect(restored).toEqual(repeated);
    const variants = [restored?.apollo['ProductVariant:v:1'], restored?.apollo['ProductVariant:v:2']];
    expect(variants[0]?.salePrice).not.toBe(variants[1]?.salePrice);
    expect(restored?.apollo['Product:p-1']?.price).not.toBe(variants[0]?.salePrice);
  });

  it('writes a reference to a carried entity as its place among them, and gives the reference back', () => {
    const carried = carryState(state);
    const places = Object.entries(carried.entities).flatMap(([type, byId]) =>
      Object.keys(byId).map((id) => `${type}:${id}`),
    );
    expect(carried.entities.Product?.['p-1']?.variants).toEqual([{ __e: places.indexOf('ProductVariant:v:1') }]);
    expect(carried.apollo.ROOT_QUERY?.['product({"slug":"kurta"})']).toEqual({ __e: places.indexOf('Product:p-1') });
    // A reference to what is not carried as an entity stays as it is.
    expect(carried.apollo.ROOT_QUERY?.homepage).toEqual({ __ref: 'HomePage:{}' });
    document.body.innerHTML = bootstrapScript(state);
    expect(readBootstrapState()).toEqual(state);
  });

  it('cannot be closed or broken by a hostile product name', () => {
    const script = bootstrapScript(state);
    const body = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'));
    expect(body).not.toMatch(/<|\u2028|\u2029/);
    document.body.innerHTML = `${script}<p id="after"></p>`;
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(readBootstrapState()?.apollo['Product:p-1']?.name).toBe(HOSTILE);
  });
});
