/** What the customer screens read from what staff type, and how they show dates. */

/** How long typing rests before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 300;
/** The api searches from 2 characters; fewer lists everyone. */
export const SEARCH_MIN = 2;

export const signedUpOn = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { dateStyle: 'medium' });

/** A whole number of points, given (positive) or taken (negative); null when the text is not one. */
export function pointsOf(text: string): number | null {
  // A typographic minus (−) counts as a minus.
  const trimmed = text.trim().replace('\u2212', '-');
  if (!/^[-+]?\d{1,6}$/.test(trimmed)) return null;
  const points = Number(trimmed);
  return points === 0 ? null : points;
}
