import { crc32, deflateSync } from 'node:zlib';

/** Image files for upload tests, made in memory: real PNGs, and the opening bytes of the other accepted formats. */

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A valid PNG of one colour. `atLeastBytes` pads it with a private ancillary chunk (decoders skip it), for files of
 * a given size.
 */
export function pngImage(options: { size?: number; rgb?: [number, number, number]; atLeastBytes?: number } = {}) {
  const { size = 16, rgb = [27, 42, 74], atLeastBytes = 0 } = options;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3).map((_, i) => rgb[i % 3] ?? 0)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  const parts = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
  ];
  const current = parts.reduce((n, p) => n + p.length, 0) + 12;
  if (atLeastBytes > current) parts.push(chunk('paDd', Buffer.alloc(atLeastBytes - current - 12)));
  parts.push(chunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}

/** The start of a JPEG (SOI and a JFIF APP0 segment) followed by filler: enough for magic-byte checks. */
export const jpegBytes = (): Buffer =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00]),
    Buffer.alloc(512, 0x11),
    Buffer.from([0xff, 0xd9]),
  ]);

export const gifBytes = (): Buffer =>
  Buffer.concat([Buffer.from('GIF89a', 'ascii'), Buffer.from([1, 0, 1, 0, 0, 0, 0]), Buffer.from([0x3b])]);

export const webpBytes = (): Buffer => {
  const body = Buffer.concat([Buffer.from('WEBPVP8 ', 'ascii'), Buffer.alloc(64)]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return Buffer.concat([Buffer.from('RIFF', 'ascii'), size, body]);
};

export const svgBytes = (): Buffer =>
  Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
      '<script>alert(1)</script><rect width="10" height="10"/></svg>',
  );

/** A BMP: an image type the sniffer knows but the store does not take. */
export const bmpBytes = (): Buffer =>
  Buffer.concat([
    Buffer.from('BM', 'ascii'),
    Buffer.alloc(8),
    Buffer.from([54, 0, 0, 0, 40, 0, 0, 0]),
    Buffer.alloc(36),
    Buffer.alloc(64, 0xff),
  ]);

/** A little-endian TIFF header and an empty directory: known to the sniffer, not taken by the store. */
export const tiffBytes = (): Buffer =>
  Buffer.concat([Buffer.from([0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00]), Buffer.alloc(68)]);

/**
 * A valid black-and-white PNG of `width` x `height` pixels (1 bit each, all white): a decompression bomb of a few
 * kilobytes that claims as many pixels as asked.
 */
export function bitmapPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1-bit greyscale
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(Math.ceil(width / 8), 0xff)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
