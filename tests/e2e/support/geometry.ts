import { expect, type Locator, type Page } from '@playwright/test';

/** An element's box on the page as the shopper sees it, in CSS pixels from the viewport's top left. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The element's box; fails when it is not rendered at all. */
export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'the element is rendered').not.toBeNull();
  return box as Box;
}

/** Whether two boxes share any area (touching edges do not count). */
export const overlaps = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether the box lies wholly inside the viewport, so nothing of it needs a scroll to be seen. */
export function insideViewport(page: Page, box: Box): boolean {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('the page has no fixed viewport');
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height;
}

/** Whether the element's content fits its box: nothing cut off by an ellipsis, a line clamp or a hidden overflow. */
export const showsAllItsContent = (locator: Locator): Promise<boolean> =>
  locator.evaluate(
    (element) => element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight,
  );

/** Scrolls the window so the element's top sits `offset` pixels from the viewport's top, as a shopper's scroll would. */
export async function scrollElementTo(locator: Locator, offset: number): Promise<void> {
  await locator.evaluate((element, by) => {
    const top = element.getBoundingClientRect().top + window.scrollY - by;
    window.scrollTo({ top, behavior: 'instant' });
  }, offset);
}
