import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** The impacts that fail a journey: a critical or serious barrier (too little contrast is serious). */
const FAILING_IMPACTS = new Set(['critical', 'serious']);

/** Runs axe-core in the page and fails on any critical or serious violation (WCAG 2.x A/AA rules). */
export async function expectNoSeriousA11yViolations(page: Page, context?: string) {
  // A fade or slide still running (a notice, the chat button, a drawer) would be judged half-transparent, and on a
  // busy machine axe can well start before it ends: wait for every animation that ends (spinners never do).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Evaluated through the browser's debugging protocol: the store's CSP (rightly) refuses an injected inline
  // <script>, which is what addScriptTag would add.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(o: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations;
  });
  const failing = violations.filter((v) => v.impact !== null && FAILING_IMPACTS.has(v.impact));
  const report = failing.map(
    (v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(report, `serious accessibility violations${context ? ` on ${context}` : ''}`).toEqual([]);
}
