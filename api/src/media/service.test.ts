import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mediaPathOf } from './service.js';

const root = path.resolve('/srv/sutra/media');

describe('mediaPathOf (which file a /media/ URL may name)', () => {
  it('answers the decoded path under the media folder, without the query', () => {
    expect(mediaPathOf('/media/products/kurta%20blue.jpg?v=2', root)).toBe('products/kurta blue.jpg');
  });

  it('answers null for a path that would leave the folder, encoded or not', () => {
    expect(mediaPathOf('/media/../secrets.txt', root)).toBeNull();
    expect(mediaPathOf('/media/%2e%2e%2fsecrets.txt', root)).toBeNull();
    expect(mediaPathOf('/media/', root)).toBeNull();
  });

  it('answers undefined for a URL it cannot decode or that is not under /media/', () => {
    expect(mediaPathOf('/media/%E0%A4%A', root)).toBeUndefined();
    expect(mediaPathOf('/other/file.jpg', root)).toBeUndefined();
  });
});
