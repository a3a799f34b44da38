/**
 * Draws the seed catalogue's pictures as SVG: each garment in its variant's colour, a front view and a close-up
 * (so the card's hover swap shows a real change), plus the homepage banners. Everything is 4:5 unless noted.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { packageRoot } from '../config.js';
import { renditionPathsOf } from '../media/renditions.js';
import { type MediaStore, putIfChanged } from '../media/store.js';
import type { GarmentKind } from './catalog-data.js';

const W = 400;
const H = 500;

/** Mixes a hex colour towards black (factor < 1) or white (factor > 1). */
export function shade(hex: string, factor: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channels = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) =>
    Math.round(factor < 1 ? c * factor : c + (255 - c) * (factor - 1)),
  );
  return `#${channels.map((c) => Math.max(0, Math.min(255, c)).toString(16).padStart(2, '0')).join('')}`;
}

const isLight = (hex: string): boolean => {
  const n = Number.parseInt(hex.slice(1), 16);
  return ((n >> 16) & 255) * 0.299 + ((n >> 8) & 255) * 0.587 + (n & 255) * 0.114 > 170;
};

function frame(title: string, body: string, background = '#efe9e0'): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(background, 1.25)}"/><stop offset="1" stop-color="${background}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<ellipse cx="200" cy="478" rx="130" ry="10" fill="#000" opacity="0.08"/>
${body}
</svg>`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const jacket = (fill: string, lapel: string, hemY: number) => `
<path d="M118 112 L172 88 L200 150 L228 88 L282 112 L322 146 L334 ${hemY - 30} L296 ${hemY - 26} L290 230 L286 ${hemY} L114 ${hemY} L110 230 L104 ${hemY - 26} L66 ${hemY - 30} L78 146 Z" fill="${fill}"/>
<path d="M172 88 L200 150 L188 236 L156 124 Z" fill="${lapel}"/>
<path d="M228 88 L200 150 L212 236 L244 124 Z" fill="${lapel}"/>
<path d="M200 236 L200 ${hemY}" stroke="${lapel}" stroke-width="2"/>
<circle cx="206" cy="268" r="4" fill="${lapel}"/><circle cx="206" cy="300" r="4" fill="${lapel}"/>
<path d="M132 290 L176 290" stroke="${lapel}" stroke-width="3"/><path d="M226 180 L262 176" stroke="${lapel}" stroke-width="3"/>`;

const shirtFront = (fill: string, line: string) => `
<path d="M130 104 L172 86 L200 112 L228 86 L270 104 L332 150 L310 196 L286 176 L286 440 L114 440 L114 176 L90 196 L68 150 Z" fill="${fill}"/>
<path d="M172 86 L200 112 L186 134 L164 100 Z M228 86 L200 112 L214 134 L236 100 Z" fill="${shade(fill, 0.85)}"/>
<path d="M200 112 L200 440" stroke="${shade(fill, 0.8)}" stroke-width="2"/>
${[160, 210, 260, 310, 360, 410].map((y) => `<circle cx="200" cy="${y}" r="3.5" fill="${line}"/>`).join('')}
<path d="M232 196 L270 196 L270 232 L232 232 Z" fill="none" stroke="${shade(fill, 0.8)}" stroke-width="2"/>`;

const trousers = (fill: string, top: number) => `
<path d="M128 ${top} L272 ${top} L280 ${top + 22} L268 468 L214 468 L200 ${top + 70} L186 468 L132 468 L120 ${top + 22} Z" fill="${fill}"/>
<rect x="128" y="${top}" width="144" height="20" fill="${shade(fill, 0.8)}"/>
<path d="M164 ${top + 24} L160 466 M236 ${top + 24} L240 466" stroke="${shade(fill, 0.75)}" stroke-width="1.5"/>`;

const kurta = (fill: string, trim: string) => `
<path d="M134 104 L176 88 L224 88 L266 104 L326 156 L306 204 L284 186 L292 452 L108 452 L116 186 L94 204 L74 156 Z" fill="${fill}"/>
<rect x="176" y="80" width="48" height="16" rx="4" fill="${shade(fill, 0.8)}"/>
<path d="M200 96 L200 250" stroke="${trim}" stroke-width="6"/>
${[120, 150, 180, 210, 240].map((y) => `<circle cx="200" cy="${y}" r="4" fill="${shade(trim, 1.3)}"/>`).join('')}
<path d="M108 430 Q200 446 292 430" stroke="${trim}" stroke-width="6" fill="none"/>
${[130, 160, 190, 220, 250, 280].map((x) => `<circle cx="${x}" cy="${418 + (x % 3)}" r="3" fill="${trim}"/>`).join('')}`;

function accessory(name: string, fill: string): string {
  const lower = name.toLowerCase();
  const dark = shade(fill, 0.7);
  if (/bow tie/.test(lower)) {
    return `<path d="M110 200 L190 240 L110 290 Z M290 200 L210 240 L290 290 Z" fill="${fill}"/><rect x="184" y="222" width="32" height="40" rx="8" fill="${dark}"/>`;
  }
  if (/tie/.test(lower)) {
    return `<path d="M178 70 L222 70 L212 110 L246 380 L200 440 L154 380 L188 110 Z" fill="${fill}"/><path d="M178 70 L222 70 L212 110 L188 110 Z" fill="${dark}"/>
${[150, 200, 250, 300, 350].map((y) => `<path d="M170 ${y} L230 ${y + 30}" stroke="${dark}" stroke-width="5"/>`).join('')}`;
  }
  if (/belt|suspender/.test(lower)) {
    return `<ellipse cx="200" cy="260" rx="140" ry="120" fill="none" stroke="${fill}" stroke-width="34"/><ellipse cx="200" cy="260" rx="100" ry="84" fill="none" stroke="${dark}" stroke-width="30"/>
<rect x="300" y="236" width="60" height="52" rx="6" fill="none" stroke="#c9a24a" stroke-width="8"/>`;
  }
  if (/cufflink|brooch|pin|tie bar/.test(lower)) {
    return `<circle cx="150" cy="240" r="62" fill="${fill}" stroke="${dark}" stroke-width="10"/><circle cx="262" cy="290" r="62" fill="${fill}" stroke="${dark}" stroke-width="10"/>
<circle cx="150" cy="240" r="20" fill="${shade(fill, 1.4)}"/><circle cx="262" cy="290" r="20" fill="${shade(fill, 1.4)}"/>`;
  }
  if (/wallet/.test(lower)) {
    return `<rect x="100" y="160" width="200" height="150" rx="14" fill="${fill}"/><path d="M100 220 L300 220" stroke="${dark}" stroke-width="4"/><rect x="120" y="176" width="70" height="30" rx="4" fill="${dark}"/>`;
  }
  // Pocket squares, scarves, stoles, safas and socks: folded cloth.
  return `<path d="M90 150 L310 130 L330 350 L110 370 Z" fill="${fill}"/><path d="M90 150 L210 250 L110 370 Z" fill="${dark}" opacity="0.6"/>
${[180, 230, 280].map((y) => `<path d="M130 ${y} Q220 ${y - 30} 310 ${y - 10}" stroke="${shade(fill, 1.35)}" stroke-width="5" fill="none"/>`).join('')}`;
}

function garmentFront(kind: GarmentKind, name: string, fill: string): string {
  const lapel = shade(fill, 0.72);
  switch (kind) {
    case 'suit':
      return `${trousers(shade(fill, 0.9), 330)}${jacket(fill, lapel, 352)}<path d="M186 96 L200 150 L214 96 Z" fill="#f7f5f0"/><path d="M196 112 L204 112 L208 188 L200 200 L192 188 Z" fill="${isLight(fill) ? '#1f2a44' : '#8b1e2d'}"/>`;
    case 'blazer':
      return `${trousers(isLight(fill) ? '#3b3f47' : '#cdbf9f', 356)}${jacket(fill, lapel, 380)}<path d="M186 96 L200 150 L214 96 Z" fill="#f7f5f0"/>`;
    case 'shirt':
      return shirtFront(fill, isLight(fill) ? '#9a958a' : '#f4f1ea');
    case 'trousers':
      return trousers(fill, 70);
    case 'kurta':
      return `${trousers(isLight(fill) ? '#efe6d2' : '#f4f1ea', 380)}${kurta(fill, '#c9a24a')}`;
    case 'accessory':
      return accessory(name, fill);
  }
}

/** The close-up: the fabric's weave under a magnifier, with the Sutra label. */
function garmentDetail(fill: string, variantSeed: number): string {
  const weave = shade(fill, 0.8);
  const angle = variantSeed % 2 === 0 ? 45 : -45;
  return `<defs><pattern id="weave" width="14" height="14" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle})">
<rect width="14" height="14" fill="${fill}"/><rect width="7" height="14" fill="${weave}"/></pattern>
<clipPath id="lens"><circle cx="200" cy="230" r="150"/></clipPath></defs>
<rect x="0" y="0" width="${W}" height="${H}" fill="${shade(fill, 0.95)}"/>
<circle cx="200" cy="230" r="150" fill="url(#weave)" clip-path="url(#lens)"/>
<circle cx="200" cy="230" r="150" fill="none" stroke="#f7f5f0" stroke-width="6"/>
<rect x="130" y="410" width="140" height="44" rx="6" fill="#f7f5f0"/>
<text x="200" y="440" text-anchor="middle" font-family="Georgia, serif" font-size="22" fill="#1d1d1f" letter-spacing="4">SUTRA</text>`;
}

export function productImageSvgs(kind: GarmentKind, name: string, fill: string, variantSeed: number): [string, string] {
  return [
    frame(name, garmentFront(kind, name, fill)),
    frame(`${name}, fabric close-up`, garmentDetail(fill, variantSeed)),
  ];
}

/** Stores a variant's two images and answers their `/media` paths. */
export async function writeVariantImages(
  media: MediaStore,
  variantId: string,
  svgs: readonly string[],
): Promise<string[]> {
  return Promise.all(
    svgs.map(async (svg, i) => {
      const file = `products/${variantId}-${i + 1}.svg`;
      await media.put(file, Buffer.from(svg));
      return `/media/${file}`;
    }),
  );
}

const bestSellerBanner = frame(
  'A navy suit on a tailor’s dummy',
  `<rect x="0" y="0" width="${W}" height="${H}" fill="#1f2a44"/>
<circle cx="200" cy="200" r="170" fill="#2b3a5c"/>
${jacket('#c9a24a', '#9c7c34', 380)}<path d="M186 96 L200 150 L214 96 Z" fill="#f7f5f0"/>
<rect x="194" y="380" width="12" height="80" fill="#6b4a2f"/><rect x="150" y="456" width="100" height="10" rx="4" fill="#6b4a2f"/>`,
  '#1f2a44',
);

/** The hero video loops every this many seconds; every motion in `heroScene` repeats a whole number of times in it. */
export const HERO_LOOP_SECONDS = 8;

/** A sine that completes `cycles` full turns per loop, so the last frame of the video flows into the first. */
const wave = (t: number, cycles: number, phase = 0): number =>
  Math.sin(2 * Math.PI * ((cycles * t) / HERO_LOOP_SECONDS + phase));
const n2 = (n: number): string => (Math.round(n * 100) / 100).toString();

/** [x, y, radius, phase] of the first stars over the city. */
const heroStars: readonly (readonly [number, number, number, number])[] = [
  [120, 70, 2.2, 0],
  [310, 140, 1.6, 0.3],
  [640, 60, 2, 0.55],
  [860, 170, 1.4, 0.8],
  [1010, 46, 1.8, 0.15],
  [1180, 120, 1.5, 0.65],
  [1500, 60, 2.2, 0.4],
  [1560, 230, 1.4, 0.9],
];

/** [x, y, phase] of lit jharokha windows, where they show between the suits. */
const heroWindows: readonly (readonly [number, number, number])[] = [
  [792, 452, 0],
  [792, 520, 0.35],
  [1170, 500, 0.6],
  [1536, 470, 0.2],
  [1536, 540, 0.75],
  [1572, 505, 0.45],
];

function heroKite(t: number, x: number, y: number, size: number, fill: string, phase: number): string {
  const cx = x + 14 * wave(t, 1, phase);
  const cy = y + 9 * wave(t, 2, phase);
  const tilt = 6 * wave(t, 1, phase + 0.25);
  const sway = 10 * wave(t, 4, phase);
  const s = size;
  return `<path d="M${n2(cx)} ${n2(cy + 1.2 * s)} Q${n2(cx - 120)} ${n2(cy + 320)} ${n2(cx - 260)} 920" stroke="#f6f1ea" stroke-width="1" opacity="0.35" fill="none"/>
<g transform="translate(${n2(cx)} ${n2(cy)}) rotate(${n2(tilt)})">
<path d="M0 ${-s} L${0.72 * s} 0 L0 ${1.2 * s} L${-0.72 * s} 0 Z" fill="${fill}"/>
<path d="M0 ${-s} L${0.72 * s} 0 L0 ${0.1 * s} Z" fill="${shade(fill, 0.78)}"/>
<path d="M0 ${-s} L0 ${1.2 * s} M${-0.72 * s} 0 Q0 ${-0.3 * s} ${0.72 * s} 0" stroke="#3a2418" stroke-width="1.5" fill="none"/>
<path d="M0 ${1.2 * s} q${n2(sway)} ${0.5 * s} 0 ${s} t0 ${s}" stroke="${fill}" stroke-width="2.5" fill="none"/>
</g>`;
}

/** A small flock crossing the sky once per loop, off screen at both ends so the loop has no seam. */
function heroBirds(t: number): string {
  const x0 = -160 + 1920 * (t / HERO_LOOP_SECONDS);
  const y0 = 230 + 24 * wave(t, 1);
  return [
    [0, 0],
    [-38, 18],
    [-70, -10],
    [-104, 26],
    [-128, 4],
  ]
    .map(([dx = 0, dy = 0], i) => {
      const lift = 6 + 5 * wave(t, 20, i * 0.17);
      const x = x0 + dx;
      const y = y0 + dy;
      return `<path d="M${n2(x - 11)} ${n2(y)} Q${n2(x - 5)} ${n2(y - lift)} ${n2(x)} ${n2(y)} Q${n2(x + 5)} ${n2(y - lift)} ${n2(x + 11)} ${n2(y)}" stroke="#2b2140" stroke-width="2.4" fill="none" stroke-linecap="round"/>`;
    })
    .join('');
}

/**
 * 16:9: tailored navy suits on a brass rail on a Jaipur street at dusk: chhatri domes and lit jharokhas, a rising
 * moon, kites and a flock of birds. `t` is seconds into the hero video's loop; `heroScene(0)` is the poster, and
 * `assets/make-hero-video.ts` renders the video's frames from the same drawing, so poster and first frame match.
 */
export function heroScene(t: number): string {
  const suits = [200, 560, 960, 1320]
    .map(
      (x, i) => `<g transform="translate(${x - 200} 250) scale(1.2) rotate(${n2(0.9 * wave(t, 1, i * 0.27))} 212 50)">
<path d="M200 92 L200 64 Q200 50 212 50 Q224 50 224 62" stroke="#c9a24a" stroke-width="3" fill="none"/>${jacket('#1f2a44', '#151c2e', 380)}${trousers('#1f2a44', 356)}</g>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" width="1600" height="900" role="img" aria-label="Tailored suits on a Jaipur street at dusk">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2b2140"/><stop offset="0.6" stop-color="#b5583c"/><stop offset="1" stop-color="#e7a15a"/></linearGradient>
<radialGradient id="moonGlow"><stop offset="0" stop-color="#f6e7c8" stop-opacity="0.55"/><stop offset="1" stop-color="#f6e7c8" stop-opacity="0"/></radialGradient></defs>
<rect width="1600" height="900" fill="url(#sky)"/>
${heroStars.map(([x, y, r, phase]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#f6f1ea" opacity="${n2(0.5 + 0.35 * wave(t, 2, phase))}"/>`).join('')}
<circle cx="1330" cy="150" r="120" fill="url(#moonGlow)" opacity="${n2(0.85 + 0.15 * wave(t, 1))}"/>
<circle cx="1330" cy="150" r="38" fill="#f6e7c8"/><circle cx="1318" cy="140" r="7" fill="#e9d6b0"/><circle cx="1342" cy="164" r="5" fill="#e9d6b0"/>
${heroBirds(t)}
${heroKite(t, 470, 170, 34, '#c2185b', 0)}${heroKite(t, 1080, 112, 24, '#e8a33d', 0.4)}${heroKite(t, 250, 96, 16, '#2f7d6d', 0.7)}
<path d="M0 620 L160 620 L160 470 Q230 400 300 470 L300 620 L480 620 L480 430 Q560 350 640 430 L640 620 L1600 620 L1600 900 L0 900 Z" fill="#7a3b2e" opacity="0.9"/>
<path d="M772 620 L772 404 L756 404 Q800 316 844 404 L828 404 L828 620 Z M797 364 L797 334 L803 334 L803 364 Z M800 322 L808 334 L792 334 Z" fill="#6a3226"/>
<path d="M1150 620 L1150 470 L1190 470 L1190 440 L1230 440 L1230 410 L1600 410 L1600 620 Z" fill="#6a3226"/>
${heroWindows.map(([x, y, phase]) => `<path d="M${x - 8} ${y + 22} L${x - 8} ${y} Q${x} ${y - 12} ${x + 8} ${y} L${x + 8} ${y + 22} Z" fill="#f2b35e" opacity="${n2(0.7 + 0.25 * wave(t, 4, phase))}"/>`).join('')}
<path d="M40 790 L40 306 M1560 790 L1560 306" stroke="#a8843a" stroke-width="8"/>
<path d="M30 310 L1570 310" stroke="#c9a24a" stroke-width="5"/>
<circle cx="40" cy="302" r="9" fill="#c9a24a"/><circle cx="1560" cy="302" r="9" fill="#c9a24a"/>
${suits}
<rect y="780" width="1600" height="120" fill="#2b1c16" opacity="0.6"/>
</svg>`;
}

/** 16:9: the hero video's first frame and poster. */
const heroPoster = heroScene(0);

const blackFridayBanner = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 600" width="1600" height="600" role="img" aria-label="Black Friday Sale">
<rect width="1600" height="600" fill="#111"/>
${Array.from({ length: 24 }, (_, i) => `<path d="M${i * 80 - 200} 600 L${i * 80 + 100} 0" stroke="#c9a24a" stroke-width="2" opacity="0.25"/>`).join('')}
<g transform="translate(1050 60)">${jacket('#1d1d1f', '#c9a24a', 380)}</g>
</svg>`;

/** The hero video (1280x720 VP9 WebM, a seamless 8 s loop of `heroScene`), made by `assets/make-hero-video.ts`. */
const heroVideoFile = path.join(packageRoot, 'src', 'seed', 'assets', 'sutra-hero.webm');

/**
 * Banners, the hero poster and the hero video the homepage configuration points at, stored on every start so an
 * existing store gets the ones a newer version ships. Unchanged files are skipped by their hash; a redrawn picture
 * loses its stored renditions, which are made again from the new drawing on their next request. Replicas starting
 * together may both write a changed file: each write is whole, and both write the same bytes.
 */
export async function writeStoreImages(media: MediaStore): Promise<void> {
  const files: [string, Buffer][] = [
    ['banners/best-seller.svg', Buffer.from(bestSellerBanner)],
    ['banners/black-friday.svg', Buffer.from(blackFridayBanner)],
    ['hero/sutra-hero-poster.svg', Buffer.from(heroPoster)],
    ['hero/sutra-hero.webm', await readFile(heroVideoFile)],
  ];
  for (const [file, bytes] of files) {
    if ((await putIfChanged(media, file, bytes)) && file.endsWith('.svg')) await media.remove(renditionPathsOf(file));
  }
}
