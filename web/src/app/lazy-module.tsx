import { type ComponentType, lazy } from 'react';
import { useRenderRecorder } from './render-context';

type Module<P> = { default: ComponentType<P> };

/** Every named chunk, by name: how the browser loads, before hydrating, the chunks the server says a page used. */
const registry = new Map<string, () => Promise<unknown>>();

/**
 * A component whose code is a chunk of its own (React.lazy), under a name: its source file from the web package's
 * root (`src/features/…/Page.tsx`), the key of its chunk in Vite's build manifest, so the gateway can preload the
 * chunks a page rendered (`lazy-module-names.test.ts` checks every name against its import). The server records the names of those a
 * page rendered; the browser loads them before it hydrates (`preloadModules`), and once loaded a chunk renders without
 * suspending. So hydration runs in one pass: no part of the server's page waits, still inert, for its chunk while the
 * rest is interactive.
 */
export interface LazyModuleOptions {
  /**
   * `deferred`: a part below the fold whose chunk the page does not wait for. The server renders it as usual but does
   * not list it for preloading; in the browser hydration loads its chunk when it reaches it and goes on without it,
   * leaving the server's HTML (links and all) in place inside its `<Suspense>` until the chunk has arrived, then
   * hydrates that part on its own. Its bytes are then not among the first route's, and its hydration is a task of its
   * own. The part must take no props that change before then (an update to a part not yet hydrated makes React
   * drop its server HTML and render it afresh).
   */
  hydration?: 'with-page' | 'deferred';
}

/** A lazily loaded part; `preload()` fetches its chunk ahead of its first render, which then does not suspend. */
export type LazyModule<P> = ComponentType<P> & { preload(): Promise<unknown> };

export function lazyModule<P extends object>(
  name: string,
  load: () => Promise<Module<P>>,
  { hydration = 'with-page' }: LazyModuleOptions = {},
): LazyModule<P> {
  let loaded: Module<P> | undefined;
  let loading: Promise<Module<P>> | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      loaded = module;
      return module;
    });
    return loading;
  };
  if (hydration === 'with-page') registry.set(name, preload);
  // React.lazy takes any thenable: one that answers at once when the chunk is already here never suspends.
  const Lazy = lazy<ComponentType<P>>(() =>
    loaded
      ? // biome-ignore lint/suspicious/noThenProperty: React.lazy takes a thenable; this one answers synchronously.
        ({ then: (resolve: (module: Module<P>) => void) => resolve(loaded as Module<P>) } as Promise<Module<P>>)
      : preload(),
  );
  // biome-ignore lint/correctness/noComponentHookFactories: made once per chunk, at module level (see routes.tsx).
  function LazyModule(props: P) {
    const recorder = useRenderRecorder();
    if (hydration === 'with-page' && recorder && !recorder.modules.includes(name)) recorder.modules.push(name);
    return <Lazy {...props} />;
  }
  LazyModule.displayName = name.replace(/^.*\/|\.tsx$/g, '');
  LazyModule.preload = preload;
  return LazyModule;
}

/** Loads the named chunks (unknown names are skipped): the browser calls it with the server's list before hydrating. */
export function preloadModules(names: readonly string[]): Promise<unknown> {
  return Promise.all(names.map((name) => registry.get(name)?.()));
}
