import { describe, expect, it } from 'vitest';
import {
  ACCESSORY_NOTE,
  ETHNIC_CHART,
  formatMeasure,
  JACKET_CHART,
  SHIRT_CHART,
  sizeGuideFor,
  TROUSER_CHART,
} from './size-charts';

const category = (name: string, value: string) => ({ name, value });

describe('sizeGuideFor', () => {
  it("picks the chart for the product's department", () => {
    expect(sizeGuideFor(category('Suits', 'suits'))).toBe(JACKET_CHART);
    expect(sizeGuideFor(category('Blazers', 'blazers'))).toBe(JACKET_CHART);
    expect(sizeGuideFor(category('Shirts', 'shirts'))).toBe(SHIRT_CHART);
    expect(sizeGuideFor(category('Trousers', 'trousers'))).toBe(TROUSER_CHART);
    expect(sizeGuideFor(category('Ethnic Wear', 'ethnic-wear'))).toBe(ETHNIC_CHART);
    expect(sizeGuideFor(category('Accessories', 'accessories'))).toBe(ACCESSORY_NOTE);
  });

  it('covers the sizes the store sells in each department', () => {
    expect(JACKET_CHART.rows.map((r) => r.size)).toEqual(['36', '38', '40', '42', '44', '46']);
    expect(SHIRT_CHART.rows.map((r) => r.size)).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
    expect(ETHNIC_CHART.rows.map((r) => r.size)).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
    expect(TROUSER_CHART.rows.map((r) => r.size)).toEqual(['30', '32', '34', '36', '38']);
    expect(JACKET_CHART.columns.map((c) => c.label)).toEqual(['Chest', 'Waist', 'Shoulder', 'Sleeve']);
    for (const chart of [JACKET_CHART, SHIRT_CHART, TROUSER_CHART, ETHNIC_CHART]) {
      for (const row of chart.rows) expect(Object.keys(row.inches)).toEqual(chart.columns.map((c) => c.key));
    }
  });
});

describe('formatMeasure', () => {
  it('shows inches with halves and whole centimetres', () => {
    expect(formatMeasure(40, 'in')).toBe('40');
    expect(formatMeasure(24.5, 'in')).toBe('24.5');
    expect(formatMeasure(40, 'cm')).toBe('102');
    expect(formatMeasure(14.5, 'cm')).toBe('37');
  });
});
