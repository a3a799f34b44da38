import { ApolloLink, type FetchResult, gql } from '@apollo/client';
import { Observable, type Subscriber } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { serialLink } from './apollo';

/** A terminating link that answers each operation when the test says, and records the order operations reach it. */
function controlledServer() {
  const reached: string[] = [];
  const open = new Map<string, Subscriber<FetchResult>>();
  const link = new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        reached.push(operation.operationName ?? '');
        open.set(operation.operationName ?? '', observer);
      }),
  );
  const answer = (name: string, fail = false) => {
    const observer = open.get(name);
    if (!observer) throw new Error(`${name} has not reached the server`);
    open.delete(name);
    if (fail) observer.error(new Error('connection dropped'));
    else {
      observer.next({ data: { ok: true } });
      observer.complete();
    }
  };
  return { link, reached, answer };
}

const operation = (name: string) => ({ query: gql(`mutation ${name} { ok }`) });
const run = (link: ApolloLink, name: string) =>
  new Promise<void>((resolve) => {
    ApolloLink.execute(link, operation(name), { client: {} as never }).subscribe({
      complete: resolve,
      error: () => resolve(),
    });
  });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('serialLink', () => {
  it('sends the cart’s and wishlist’s writes one at a time, in the order they were made', async () => {
    const server = controlledServer();
    const link = ApolloLink.from([serialLink(), server.link]);
    const add = run(link, 'AddToWishlist');
    const remove = run(link, 'RemoveFromWishlist');
    const update = run(link, 'UpdateCartLine');
    await settle();
    expect(server.reached).toEqual(['AddToWishlist']);
    server.answer('AddToWishlist');
    await add;
    await settle();
    expect(server.reached).toEqual(['AddToWishlist', 'RemoveFromWishlist']);
    // A failed write lets the next one go too.
    server.answer('RemoveFromWishlist', true);
    await remove;
    await settle();
    expect(server.reached).toEqual(['AddToWishlist', 'RemoveFromWishlist', 'UpdateCartLine']);
    server.answer('UpdateCartLine');
    await update;
  });

  it('lets every other operation through at once, even while writes wait their turn', async () => {
    const server = controlledServer();
    const link = ApolloLink.from([serialLink(), server.link]);
    void run(link, 'UpdateCartLine');
    void run(link, 'AddToCart');
    void run(link, 'CartPage');
    void run(link, 'WriteReview');
    await settle();
    expect(server.reached).toEqual(['CartPage', 'WriteReview', 'UpdateCartLine']);
    server.answer('UpdateCartLine');
    await settle();
    expect(server.reached.at(-1)).toBe('AddToCart');
  });
});
