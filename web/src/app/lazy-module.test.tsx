import { fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyModule, preloadModules } from './lazy-module';
import { RenderProviders } from './RenderProviders';
import { newRenderRecorder } from './render-context';

const Part = () => <p>part</p>;

describe('lazy modules', () => {
  it('list the chunks a page rendered for loading before hydration, except the deferred ones', async () => {
    const loadPage = vi.fn(async () => ({ default: Part }));
    const loadFooter = vi.fn(async () => ({ default: Part }));
    const Page = lazyModule('src/test/Page.tsx', loadPage);
    const Footer = lazyModule('src/test/Footer.tsx', loadFooter, { hydration: 'deferred' });
    const recorder = newRenderRecorder();
    render(
      <RenderProviders recorder={recorder} config={{ publicUrl: 'http://localhost' }}>
        <Suspense fallback={null}>
          <Page />
          <Footer />
        </Suspense>
      </RenderProviders>,
    );
    expect(recorder.modules).toEqual(['src/test/Page.tsx']);

    loadPage.mockClear();
    loadFooter.mockClear();
    await preloadModules(['src/test/Page.tsx', 'src/test/Footer.tsx']);
    // A deferred part's chunk is not the page's to wait for: hydration fetches it when it gets there.
    expect(loadFooter).not.toHaveBeenCalled();
  });

  describe('a part loaded near the viewport', () => {
    let observed: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    class FakeIntersectionObserver {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        observed = callback;
      }
      observe() {}
      disconnect() {
        observed = undefined;
      }
    }
    afterEach(() => {
      vi.unstubAllGlobals();
      document.body.innerHTML = '';
    });

    /** The server's HTML of the part's element is in the page before the app renders into it, as in hydration. */
    const renderFar = async (name: string) => {
      vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
      const far = document.createElement('div');
      far.id = 'far';
      document.body.append(far);
      const load = vi.fn(async () => ({ default: Part }));
      const Near = lazyModule(name, load, { hydration: 'deferred', near: '#far' });
      render(
        <Suspense fallback={null}>
          <Near />
        </Suspense>,
        { container: far },
      );
      await new Promise((resolve) => setTimeout(resolve, 0));
      return { load, far };
    };

    it('fetches its chunk only once its element comes near the viewport', async () => {
      const { load } = await renderFar('src/test/Far.tsx');
      expect(observed).toBeDefined();
      expect(load).not.toHaveBeenCalled();
      observed?.([{ isIntersecting: false }]);
      expect(load).not.toHaveBeenCalled();
      observed?.([{ isIntersecting: true }]);
      expect(await screen.findByText('part')).toBeTruthy();
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('fetches its chunk at once when the shopper touches it first', async () => {
      const { load, far } = await renderFar('src/test/Touched.tsx');
      expect(load).not.toHaveBeenCalled();
      fireEvent.pointerDown(far);
      expect(await screen.findByText('part')).toBeTruthy();
      expect(load).toHaveBeenCalledTimes(1);
    });
  });
});
