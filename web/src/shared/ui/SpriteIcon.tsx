import { type SVGProps, useInsertionEffect } from 'react';
import { useRenderRecorder } from '../../app/render-context';
import { ensureSymbol, type SpriteSymbol } from './sprite-symbols';

export type SpriteIconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'ref'> & { symbol: SpriteSymbol };

/**
 * An `<svg>` drawing a sprite's symbol: the same markup on the server and in the browser (hydration matches), the
 * symbol's shapes written once per document however many times the page shows it (a listing's hearts were 7 KB).
 * On the server the symbol is recorded for the sprite; in the browser it is added before paint if it is missing.
 */
export function SpriteIcon({ symbol, ...svg }: SpriteIconProps) {
  const recorder = useRenderRecorder();
  if (recorder && !recorder.symbols.includes(symbol)) recorder.symbols.push(symbol);
  useInsertionEffect(() => ensureSymbol(symbol), [symbol]);
  return (
    <svg viewBox={symbol.viewBox} aria-hidden="true" {...svg}>
      <use href={`#${symbol.id}`} />
    </svg>
  );
}
