/**
 * Renders the homepage hero video, `sutra-hero.webm`, beside this file, from the same drawing as its poster
 * (`heroScene` in ../images.ts, a seamless loop of HERO_LOOP_SECONDS): Chromium draws each frame, WebCodecs encodes
 * it to VP9, and this script muxes the frames into WebM. It needs only what the repo has (Playwright from tests/,
 * Debian Chromium). From api/:
 *
 *   pnpm exec tsx src/seed/assets/make-hero-video.ts
 *
 * CHROMIUM_PATH overrides /usr/bin/chromium. Re-run it after changing `heroScene`, and re-seed to publish the file.
 */
import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { HERO_LOOP_SECONDS, heroScene } from '../images.js';

const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 24;
/** VP9 quantizer, 0 (best) to 63: 36 keeps the dusk gradient smooth and the file near 1 MB. */
const QUANTIZER = Number(process.env.HERO_QUANTIZER ?? 36);
const OUTPUT = fileURLToPath(new URL('./sutra-hero.webm', import.meta.url));

/** The few Playwright calls used here (api does not depend on Playwright's types; tests/ installs it). */
interface Page {
  goto(url: string): Promise<unknown>;
  evaluate<R>(expression: string): Promise<R>;
}
interface Browser {
  newPage(): Promise<Page>;
  close(): Promise<void>;
}
const { chromium } = createRequire(new URL('../../../../tests/package.json', import.meta.url))('@playwright/test') as {
  chromium: { launch(options: { executablePath: string; args: string[] }): Promise<Browser> };
};

/** Runs in the page: draws an SVG frame on a canvas and feeds it to a VP9 VideoEncoder. */
const PAGE_ENCODER = `window.hero = (() => {
  const canvas = Object.assign(document.createElement('canvas'), { width: ${WIDTH}, height: ${HEIGHT} });
  const ctx = canvas.getContext('2d');
  const chunks = [];
  let failure = null;
  const encoder = new VideoEncoder({
    output: (chunk) => {
      const data = new Uint8Array(chunk.byteLength);
      chunk.copyTo(data);
      chunks.push({ key: chunk.type === 'key', timestamp: chunk.timestamp, data });
    },
    error: (e) => { failure = e; },
  });
  encoder.configure({ codec: 'vp09.00.10.08', width: ${WIDTH}, height: ${HEIGHT}, framerate: ${FPS},
    bitrateMode: 'quantizer', latencyMode: 'quality' });
  const base64 = (bytes) => {
    let s = '';
    for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(s);
  };
  return {
    async frame(svg, index) {
      if (failure) throw failure;
      const img = new Image();
      img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(svg);
      await img.decode();
      ctx.drawImage(img, 0, 0, ${WIDTH}, ${HEIGHT});
      const frame = new VideoFrame(canvas, { timestamp: Math.round(index * 1e6 / ${FPS}), duration: Math.round(1e6 / ${FPS}) });
      encoder.encode(frame, { keyFrame: index === 0, vp9: { quantizer: ${QUANTIZER} } });
      frame.close();
      while (encoder.encodeQueueSize > 4) await new Promise((r) => setTimeout(r, 5));
    },
    async finish() {
      await encoder.flush();
      if (failure) throw failure;
      return chunks.map((c) => ({ key: c.key, timestamp: c.timestamp, data: base64(c.data) }));
    },
  };
})();`;

interface Chunk {
  key: boolean;
  /** Microseconds. */
  timestamp: number;
  data: Buffer;
}

// --- A minimal WebM (Matroska) writer: header, info, one video track, cues, clusters of SimpleBlocks. ---

const idBytes = (id: number): Buffer =>
  Buffer.from(id.toString(16).padStart(id > 0xffffff ? 8 : id > 0xffff ? 6 : id > 0xff ? 4 : 2, '0'), 'hex');

function sizeBytes(size: number): Buffer {
  let length = 1;
  while (size >= 2 ** (7 * length) - 1) length += 1;
  const out = Buffer.alloc(length);
  let rest = size;
  for (let i = length - 1; i >= 0; i -= 1) {
    out[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  out[0] = (out[0] ?? 0) | (0x80 >> (length - 1));
  return out;
}

const element = (id: number, ...children: Buffer[]): Buffer => {
  const payload = Buffer.concat(children);
  return Buffer.concat([idBytes(id), sizeBytes(payload.length), payload]);
};

function uint(id: number, value: number, width?: number): Buffer {
  let length = width ?? 1;
  while (width === undefined && value >= 2 ** (8 * length)) length += 1;
  const out = Buffer.alloc(length);
  out.writeUIntBE(value, 0, length);
  return element(id, out);
}

const float = (id: number, value: number): Buffer => {
  const out = Buffer.alloc(8);
  out.writeDoubleBE(value);
  return element(id, out);
};
const text = (id: number, value: string): Buffer => element(id, Buffer.from(value, 'utf8'));

function muxWebm(chunks: readonly Chunk[], durationMs: number): Buffer {
  const header = element(
    0x1a45dfa3,
    uint(0x4286, 1),
    uint(0x42f7, 1),
    uint(0x42f2, 4),
    uint(0x42f3, 8),
    text(0x4282, 'webm'),
    uint(0x4287, 4),
    uint(0x4285, 2),
  );
  const info = element(
    0x1549a966,
    uint(0x2ad7b1, 1_000_000),
    float(0x4489, durationMs),
    text(0x4d80, 'sutra make-hero-video'),
    text(0x5741, 'sutra make-hero-video'),
  );
  const tracks = element(
    0x1654ae6b,
    element(
      0xae,
      uint(0xd7, 1),
      uint(0x73c5, 1),
      uint(0x9c, 0),
      text(0x86, 'V_VP9'),
      uint(0x83, 1),
      uint(0x23e383, Math.round(1e9 / FPS)),
      element(0xe0, uint(0xb0, WIDTH), uint(0xba, HEIGHT)),
    ),
  );

  // A cluster starts at every key frame (and before a block's 16-bit relative time would overflow).
  const clusters: { timeMs: number; blocks: Buffer[] }[] = [];
  for (const chunk of chunks) {
    const timeMs = Math.round(chunk.timestamp / 1000);
    let current = clusters.at(-1);
    if (!current || chunk.key || timeMs - current.timeMs > 30_000) {
      current = { timeMs, blocks: [] };
      clusters.push(current);
    }
    const head = Buffer.alloc(4);
    head[0] = 0x81; // track 1
    head.writeInt16BE(timeMs - current.timeMs, 1);
    head[3] = chunk.key ? 0x80 : 0;
    current.blocks.push(element(0xa3, head, chunk.data));
  }
  const clusterBytes = clusters.map((c) => element(0x1f43b675, uint(0xe7, c.timeMs), ...c.blocks));

  // Cues sit before the clusters; positions are fixed-width so the cues' own size is known up front.
  const cues = (positions: number[]) =>
    element(
      0x1c53bb6b,
      ...clusters.map((c, i) =>
        element(0xbb, uint(0xb3, c.timeMs), element(0xb7, uint(0xf7, 1), uint(0xf1, positions[i] ?? 0, 4))),
      ),
    );
  let offset = info.length + tracks.length + cues([]).length;
  const positions = clusterBytes.map((bytes) => {
    const at = offset;
    offset += bytes.length;
    return at;
  });
  return Buffer.concat([header, element(0x18538067, info, tracks, cues(positions), ...clusterBytes)]);
}

async function main(): Promise<void> {
  const server = http.createServer((_req, res) => {
    res.setHeader('content-type', 'text/html');
    res.end('<!doctype html><title>hero</title>');
  });
  // WebCodecs needs a secure context; http://127.0.0.1 is one.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await page.evaluate(PAGE_ENCODER);
    const frames = Math.round(HERO_LOOP_SECONDS * FPS);
    for (let i = 0; i < frames; i += 1) {
      await page.evaluate(`window.hero.frame(${JSON.stringify(heroScene(i / FPS))}, ${i})`);
    }
    const encoded = await page.evaluate<{ key: boolean; timestamp: number; data: string }[]>('window.hero.finish()');
    const chunks = encoded.map((c) => ({ ...c, data: Buffer.from(c.data, 'base64') }));
    const webm = muxWebm(chunks, (frames * 1000) / FPS);
    await writeFile(OUTPUT, webm);
    console.info(
      `${OUTPUT}: ${frames} frames, ${WIDTH}x${HEIGHT} @ ${FPS} fps, ${(webm.length / 1024).toFixed(0)} KiB`,
    );
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
