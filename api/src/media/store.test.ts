import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../test/test-api.js';
import { FsMediaStore } from './fs-store.js';
import { importMediaFolder } from './import-folder.js';
import { PostgresMediaStore } from './postgres-store.js';
import { etagOf, MEDIA_STORE_KINDS, type MediaStore, type MediaStoreKind, putIfChanged, sha256Of } from './store.js';

let t: TestApi;
let folder: string;
const stores = {} as Record<MediaStoreKind, MediaStore>;

beforeAll(async () => {
  t = await createTestApi();
  folder = await mkdtemp(path.join(tmpdir(), 'sutra-media-store-'));
  stores.fs = new FsMediaStore(folder);
  stores.postgres = new PostgresMediaStore(t.database.db);
});
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

/** Bytes no other test stores, so each test starts from files only it wrote. */
const uniqueBytes = (label: string) => Buffer.from(`${label} ${Math.random()} ${'x'.repeat(100)}`);

describe.each(MEDIA_STORE_KINDS)('the %s media store (one contract for both)', (kind) => {
  const store = () => stores[kind];

  it('answers what it stored: bytes, size, SHA-256 and the type its name says', async () => {
    const bytes = uniqueBytes('png');
    await store().put('contract/a.png', bytes);
    const info = { contentType: 'image/png', size: bytes.length, sha256: sha256Of(bytes) };
    expect(await store().head('contract/a.png')).toEqual(info);
    expect(await store().get('contract/a.png')).toEqual({ ...info, bytes });
    expect(etagOf(info)).toBe(`"${sha256Of(bytes)}"`);
    for (const [file, type] of [
      ['contract/b.svg', 'image/svg+xml'],
      ['contract/c.webm', 'video/webm'],
      ['contract/d.bin', 'application/octet-stream'],
    ] as const) {
      await store().put(file, Buffer.from('x'));
      expect((await store().head(file))?.contentType, file).toBe(type);
    }
  });

  it('answers nothing for a path with nothing stored', async () => {
    expect(await store().head('contract/missing.png')).toBeUndefined();
    expect(await store().get('contract/missing.png')).toBeUndefined();
    expect(await store().get('contract/missing.png', { start: 0, end: 3 })).toBeUndefined();
  });

  it('reads a byte range without changing the file’s own size and hash', async () => {
    const bytes = Buffer.from('0123456789');
    await store().put('contract/range.bin', bytes);
    const slice = await store().get('contract/range.bin', { start: 2, end: 5 });
    expect(slice?.bytes.toString()).toBe('2345');
    expect(slice).toMatchObject({ size: 10, sha256: sha256Of(bytes) });
    expect((await store().get('contract/range.bin', { start: 9, end: 9 }))?.bytes.toString()).toBe('9');
  });

  it('replaces a file by default, and keeps the first with ifAbsent', async () => {
    const first = uniqueBytes('first');
    const second = uniqueBytes('second');
    await store().put('contract/replaced.jpg', first);
    await store().put('contract/replaced.jpg', second);
    expect((await store().get('contract/replaced.jpg'))?.bytes).toEqual(second);
    await store().put('contract/kept.jpg', first, { ifAbsent: true });
    await store().put('contract/kept.jpg', second, { ifAbsent: true });
    expect((await store().get('contract/kept.jpg'))?.bytes).toEqual(first);
  });

  it('lets writers racing on one path all succeed, leaving one whole file', async () => {
    const versions = Array.from({ length: 6 }, (_, i) => uniqueBytes(`racer ${i}`));
    await Promise.all(versions.map((bytes) => store().put('contract/raced.webp', bytes, { ifAbsent: true })));
    await Promise.all(versions.map((bytes) => store().put('contract/raced-replace.webp', bytes)));
    for (const file of ['contract/raced.webp', 'contract/raced-replace.webp']) {
      const stored = await store().get(file);
      expect(
        versions.some((bytes) => stored?.bytes.equals(bytes)),
        file,
      ).toBe(true);
      expect(stored?.sha256).toBe(sha256Of(stored?.bytes ?? Buffer.alloc(0)));
    }
  });

  it('lists stored paths by prefix, sorted, and removes files (a missing one is no error)', async () => {
    await store().put('listed/b/2.png', Buffer.from('2'));
    await store().put('listed/a.png', Buffer.from('1'));
    await store().put('listed-not/c.png', Buffer.from('3'));
    expect(await store().list('listed/')).toEqual(['listed/a.png', 'listed/b/2.png']);
    await store().remove(['listed/a.png', 'listed/never.png']);
    expect(await store().list('listed/')).toEqual(['listed/b/2.png']);
    expect(await store().head('listed/a.png')).toBeUndefined();
  });

  it('writes a changed file only: the same bytes again are skipped by their hash', async () => {
    const bytes = uniqueBytes('banner');
    expect(await putIfChanged(store(), 'contract/banner.svg', bytes)).toBe(true);
    expect(await putIfChanged(store(), 'contract/banner.svg', Buffer.from(bytes))).toBe(false);
    expect(await putIfChanged(store(), 'contract/banner.svg', uniqueBytes('redrawn'))).toBe(true);
  });
});

describe('the folder store', () => {
  it('never answers a path outside its folder or a hidden file, and leaves no temporary file', async () => {
    const store = new FsMediaStore(path.join(folder, 'inner'));
    await store.put('x/ok.png', Buffer.from('ok'));
    await writeFile(path.join(folder, 'outside.png'), 'outside');
    await writeFile(path.join(folder, 'inner', 'x', '.hidden.png'), 'hidden');
    for (const file of ['../outside.png', 'x/../../outside.png', 'x/.hidden.png', '/etc/passwd', '']) {
      expect(await store.get(file), file).toBeUndefined();
    }
    await expect(store.put('../escape.png', Buffer.from('no'))).rejects.toThrow(/Not a media path/);
    expect(await store.list('x/')).toEqual(['x/ok.png']);
    expect((await readdir(path.join(folder, 'inner', 'x'))).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('answers a new hash once a file is replaced', async () => {
    const store = new FsMediaStore(folder);
    await store.put('hash/a.svg', Buffer.from('one'));
    expect((await store.head('hash/a.svg'))?.sha256).toBe(sha256Of(Buffer.from('one')));
    await store.put('hash/a.svg', Buffer.from('two'));
    expect((await store.head('hash/a.svg'))?.sha256).toBe(sha256Of(Buffer.from('two')));
  });
});

describe('importMediaFolder', () => {
  it('copies a folder’s files (not its renditions) into the database store once, keeping what is there', async () => {
    const from = await mkdtemp(path.join(tmpdir(), 'sutra-media-import-'));
    try {
      const source = new FsMediaStore(from);
      await source.put('uploads/aa.png', Buffer.from('upload'));
      await source.put('products/v-1.svg', Buffer.from('<svg/>'));
      await source.put('renditions/products/v-1.jpg', Buffer.from('jpeg'));
      const into = stores.postgres;
      await into.put('products/v-1.svg', Buffer.from('<svg>newer</svg>'));

      expect(await importMediaFolder(from, into)).toBe(1);
      expect((await into.get('uploads/aa.png'))?.bytes.toString()).toBe('upload');
      expect((await into.get('products/v-1.svg'))?.bytes.toString()).toBe('<svg>newer</svg>');
      expect(await into.head('renditions/products/v-1.jpg')).toBeUndefined();
      expect(await importMediaFolder(from, into)).toBe(0);
    } finally {
      await rm(from, { recursive: true, force: true });
    }
  });
});
