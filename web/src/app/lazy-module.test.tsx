import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
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
});
