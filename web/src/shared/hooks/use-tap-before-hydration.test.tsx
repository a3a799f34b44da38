import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, fireEvent } from '@testing-library/react';
import { useRef } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TAP_LATER_ATTRIBUTE, useTapBeforeHydration } from './use-tap-before-hydration';

/** The tap keeper exactly as the shell has it (`index.html`), run in the test's window. */
function installTapKeeper() {
  const shell = readFileSync(path.resolve(__dirname, '../../../index.html'), 'utf8');
  const keeper = /<script>([\s\S]*?)<\/script>/.exec(shell)?.[1];
  if (!keeper) throw new Error('index.html has no inline tap keeper');
  // The shell's inline script, run in the page's global scope as the browser runs it.
  new Function(keeper)();
}

function AddButton({ onTap }: { onTap: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  const tapLater = useTapBeforeHydration(button, onTap);
  return (
    <button ref={button} type="button" onClick={onTap} data-testid="add" {...tapLater}>
      ADD TO CART
    </button>
  );
}

let root: Root | null = null;
let container: HTMLElement;

/** The server's HTML in the page, before any of the app's code has run. */
function serverPage(onTap: () => void) {
  container = document.createElement('div');
  container.innerHTML = renderToString(<AddButton onTap={onTap} />);
  document.body.append(container);
  return container.querySelector('button') as HTMLButtonElement;
}

const hydrate = (onTap: () => void) =>
  act(() => {
    root = hydrateRoot(container, <AddButton onTap={onTap} />);
  });

beforeAll(installTapKeeper);
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
});

describe('a tap before hydration', () => {
  it('is kept on the server’s HTML, shown busy, and acted on once when the control runs', async () => {
    const onTap = vi.fn();
    const button = serverPage(onTap);
    expect(button.hasAttribute(TAP_LATER_ATTRIBUTE)).toBe(true);
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(onTap).not.toHaveBeenCalled();

    await hydrate(onTap);
    expect(onTap).toHaveBeenCalledOnce();
    expect(button.hasAttribute('aria-busy')).toBe(false);
    // Once React has taken it over, taps are React's, one action each.
    expect(button.hasAttribute(TAP_LATER_ATTRIBUTE)).toBe(false);
    fireEvent.click(button);
    expect(onTap).toHaveBeenCalledTimes(2);
  });

  it('does nothing when there was no tap', async () => {
    const onTap = vi.fn();
    serverPage(onTap);
    await hydrate(onTap);
    expect(onTap).not.toHaveBeenCalled();
  });
});
