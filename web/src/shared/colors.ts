/**
 * The storefront's colour-name table (29 names) for swatches. Names are trimmed and lower-cased before lookup; an
 * unknown name gives grey #cccccc.
 */
const COLOR_HEX: Record<string, string> = {
  white: '#ffffff',
  black: '#000000',
  red: '#e53935',
  green: '#43a047',
  blue: '#1e88e5',
  yellow: '#fdd835',
  orange: '#fb8c00',
  pink: '#f48fb1',
  purple: '#8e24aa',
  brown: '#795548',
  gray: '#808080',
  grey: '#808080',
  cyan: '#00bcd4',
  magenta: '#d81b60',
  lime: '#c0ca33',
  maroon: '#800000',
  navy: '#000080',
  olive: '#808000',
  teal: '#008080',
  silver: '#c0c0c0',
  gold: '#ffd700',
  beige: '#f5f5dc',
  lavender: '#e6e6fa',
  violet: '#ee82ee',
  indigo: '#4b0082',
  turquoise: '#40e0d0',
  coral: '#ff7f50',
  salmon: '#fa8072',
  khaki: '#f0e68c',
  plum: '#dda0dd',
};

export const UNKNOWN_COLOR = '#cccccc';

export const colorHex = (name: string | null | undefined): string =>
  COLOR_HEX[(name ?? '').trim().toLowerCase()] ?? UNKNOWN_COLOR;
