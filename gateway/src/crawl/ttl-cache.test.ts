import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.js';

/** A making the test finishes by hand. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('TtlCache', () => {
  it('keeps no failure: the next ask makes the value again', async () => {
    const cache = new TtlCache<string>(60_000, () => 1_000);
    await expect(cache.get('index', () => Promise.reject(new Error('api down')))).rejects.toThrow('api down');
    expect(await cache.get('index', async () => 'made')).toEqual({ value: 'made', expires: 61_000 });
  });

  it('never hands an ask made after a catalogue change the value being made before it', async () => {
    const version = { now: 1 };
    const cache = new TtlCache<string>(
      60_000,
      () => 0,
      () => version.now,
    );
    const before = deferred<string>();
    const old = cache.get('index', () => before.promise);
    version.now = 2;
    const fresh = cache.get('index', async () => 'after the change');
    before.resolve('before the change');
    expect((await old).value).toBe('before the change');
    expect((await fresh).value).toBe('after the change');
    expect((await cache.get('index', async () => 'made again')).value).toBe('after the change');
  });

  it('keeps at most its bound of values, the least recently asked going first', async () => {
    const cache = new TtlCache<string>(
      60_000,
      () => 0,
      () => undefined,
      2,
    );
    let makings = 0;
    const make = (value: string) => async () => {
      makings += 1;
      return value;
    };
    await cache.get('a', make('a'));
    await cache.get('b', make('b'));
    await cache.get('a', make('a'));
    await cache.get('c', make('c'));
    expect(makings).toBe(3);
    await cache.get('a', make('a'));
    expect(makings).toBe(3);
    await cache.get('b', make('b'));
    expect(makings).toBe(4);
  });
});
