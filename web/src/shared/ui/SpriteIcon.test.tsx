import { render } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenderProviders } from '../../app/RenderProviders';
import { newRenderRecorder } from '../../app/render-context';
import { SpriteIcon } from './SpriteIcon';
import { HEART_SYMBOL, SPRITE_ELEMENT_ID, spriteMarkup } from './sprite-symbols';

const Hearts = () => (
  <>
    <SpriteIcon symbol={HEART_SYMBOL} width={18} height={18} fill="none" />
    <SpriteIcon symbol={HEART_SYMBOL} width={18} height={18} fill="currentColor" />
  </>
);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('drawings from the page’s sprite', () => {
  it('are written once in the server’s sprite however often the page shows them, each showing a <use> of it', () => {
    const recorder = newRenderRecorder();
    const html = renderToString(
      <RenderProviders recorder={recorder} config={{ publicUrl: 'http://localhost' }}>
        <Hearts />
      </RenderProviders>,
    );
    expect(recorder.symbols).toEqual([HEART_SYMBOL]);
    expect(html.match(/<use href="#icon-heart">/g)).toHaveLength(2);
    expect(html).not.toContain('<path');
    const sprite = spriteMarkup(recorder.symbols);
    expect(sprite.match(/<symbol id="icon-heart"/g)).toHaveLength(1);
    expect(spriteMarkup([])).toBe('');
  });

  it('hydrate over the server’s markup without a warning, and add nothing the sprite already holds', async () => {
    const recorder = newRenderRecorder();
    const html = renderToString(
      <RenderProviders recorder={recorder} config={{ publicUrl: 'http://localhost' }}>
        <Hearts />
      </RenderProviders>,
    );
    document.body.innerHTML = `${spriteMarkup(recorder.symbols)}<div id="root">${html}</div>`;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    const root = document.getElementById('root') as HTMLElement;
    await act(async () => {
      hydrateRoot(
        root,
        <RenderProviders recorder={null} config={{ publicUrl: 'http://localhost' }}>
          <Hearts />
        </RenderProviders>,
        { onRecoverableError: recoverable },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(document.querySelectorAll('symbol')).toHaveLength(1);
  });

  it('put a symbol the server’s page did not need into the document, once, on a page reached later', () => {
    render(<Hearts />);
    const symbols = document.querySelectorAll(`#${SPRITE_ELEMENT_ID} symbol#icon-heart`);
    expect(symbols).toHaveLength(1);
    expect(symbols[0]?.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(symbols[0]?.querySelector('path')?.getAttribute('d')).toMatch(/^M2 9\.5/);
  });
});
