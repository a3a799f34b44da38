/**
 * Sutra's size charts, one per kind of garment. Measurements are of the body (not the garment), stored in inches
 * and shown in inches or centimetres.
 */

export type SizeUnit = 'in' | 'cm';

export interface SizeChart {
  kind: 'chart';
  title: string;
  intro: string;
  /** Measurement columns after the Size column. */
  columns: readonly { key: string; label: string }[];
  /** Body measurements in inches, per size. */
  rows: readonly { size: string; inches: Readonly<Record<string, number>> }[];
  /** What to measure, for the columns of this chart. */
  howToMeasure: readonly { label: string; text: string }[];
  note?: string;
}

export interface SizeNote {
  kind: 'note';
  title: string;
  paragraphs: readonly string[];
}

export type SizeGuideContent = SizeChart | SizeNote;

const MEASURE = {
  chest: {
    label: 'Chest',
    text: 'Under your arms, around the fullest part of the chest, with the tape level across your back.',
  },
  waist: {
    label: 'Waist',
    text: 'Around your natural waistline, where you wear your trousers, without pulling tight.',
  },
  hip: { label: 'Hip', text: 'Around the fullest part of your seat, feet together.' },
  shoulder: { label: 'Shoulder', text: 'Across the back, from the edge of one shoulder bone to the other.' },
  sleeve: { label: 'Sleeve', text: 'From the shoulder seam, over a slightly bent elbow, to the wrist bone.' },
  inseam: { label: 'Inseam', text: 'From the crotch seam down the inside leg to where you want the hem to fall.' },
  collar: {
    label: 'Collar',
    text: 'Around the base of your neck where the collar sits; add a finger’s width for ease.',
  },
  length: {
    label: 'Length',
    text: 'From the highest point of the shoulder, by the collar, down to where the hem should end.',
  },
} as const;

type MeasureKey = keyof typeof MEASURE;

function chart(
  title: string,
  intro: string,
  keys: readonly MeasureKey[],
  rows: readonly (readonly [string, ...number[]])[],
  labels: Partial<Record<MeasureKey, string>> = {},
  note?: string,
): SizeChart {
  return {
    kind: 'chart',
    title,
    intro,
    columns: keys.map((key) => ({ key, label: labels[key] ?? MEASURE[key].label })),
    rows: rows.map(([size, ...values]) => ({
      size,
      inches: Object.fromEntries(keys.map((key, i) => [key, values[i] ?? 0])),
    })),
    howToMeasure: keys.map((key) => ({ label: labels[key] ?? MEASURE[key].label, text: MEASURE[key].text })),
    ...(note ? { note } : {}),
  };
}

export const JACKET_CHART = chart(
  'Suits, blazers and jackets',
  'Jacket sizes follow your chest measurement: a 40 fits a 40-inch chest.',
  ['chest', 'waist', 'shoulder', 'sleeve'],
  [
    ['36', 36, 30, 17, 24.5],
    ['38', 38, 32, 17.5, 25],
    ['40', 40, 34, 18, 25.5],
    ['42', 42, 36, 18.5, 26],
    ['44', 44, 38, 19, 26.5],
    ['46', 46, 40, 19.5, 27],
  ],
  {},
  'Suit trousers are cut 6 inches below the jacket size (a 40 jacket comes with 34 waist trousers) and hemmed long, so a tailor can finish them to your length.',
);

export const SHIRT_CHART = chart(
  'Shirts',
  'Shirts are sized by collar and chest; sleeves and length are cut for wearing tucked in.',
  ['collar', 'chest', 'length'],
  [
    ['S', 14.5, 38, 28.5],
    ['M', 15, 40, 29],
    ['L', 16, 42, 29.5],
    ['XL', 16.5, 44, 30],
    ['XXL', 17, 46, 30.5],
  ],
);

export const TROUSER_CHART = chart(
  'Trousers',
  'Trouser sizes are your waist in inches: a 34 fits a 34-inch waist.',
  ['waist', 'hip', 'inseam'],
  [
    ['30', 30, 37, 31.5],
    ['32', 32, 39, 32],
    ['34', 34, 41, 32],
    ['36', 36, 43, 32.5],
    ['38', 38, 45, 32.5],
  ],
);

export const ETHNIC_CHART = chart(
  'Ethnic wear',
  'Kurtas, sherwanis and bandhgalas are sized by chest; the length is the kurta’s, from shoulder to hem.',
  ['chest', 'shoulder', 'length', 'sleeve'],
  [
    ['S', 38, 16.5, 40, 24],
    ['M', 40, 17, 41, 24.5],
    ['L', 42, 17.5, 42, 25],
    ['XL', 44, 18, 43, 25.5],
    ['XXL', 46, 18.5, 44, 26],
  ],
  { length: 'Kurta length' },
);

export const ACCESSORY_NOTE: SizeNote = {
  kind: 'note',
  title: 'Accessories',
  paragraphs: [
    'Our accessories come in one size (Free Size). Ties are 58 inches (147 cm) long and bow ties adjust from 14 to 19 inches (36–48 cm) at the neck.',
    'Belts adjust to waists from 30 to 40 inches (76–102 cm): pick the one that matches your trouser size and use the middle hole. Dress socks fit UK sizes 6 to 10.',
  ],
};

/** For a department without a chart of its own. */
export const GENERAL_NOTE: SizeNote = {
  kind: 'note',
  title: 'Sizing help',
  paragraphs: [
    'This piece follows our standard sizing. If you are between sizes, choose the larger one: our Jaipur atelier can take it in, but cannot let out what is not there.',
  ],
};

/** The guide for a product's category (by its route value or name). */
export function sizeGuideFor(category: { name: string; value: string }): SizeGuideContent {
  const text = `${category.value} ${category.name}`.toLowerCase();
  if (/suit|blazer|jacket|coat|tux/.test(text)) return JACKET_CHART;
  if (/shirt/.test(text)) return SHIRT_CHART;
  if (/trouser|pant|chino|jean/.test(text)) return TROUSER_CHART;
  if (/ethnic|kurta|sherwani|bandhgala/.test(text)) return ETHNIC_CHART;
  if (/accessor/.test(text)) return ACCESSORY_NOTE;
  return GENERAL_NOTE;
}

/** `38` in inches -> `'38'` (in) or `'97'` (cm); halves keep one decimal in inches. */
export function formatMeasure(inches: number, unit: SizeUnit): string {
  if (unit === 'cm') return String(Math.round(inches * 2.54));
  return Number.isInteger(inches) ? String(inches) : inches.toFixed(1);
}
