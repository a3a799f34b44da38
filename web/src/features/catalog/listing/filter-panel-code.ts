import type { FilterPanel } from './FilterPanel';

export type LoadedFilterPanel = typeof FilterPanel;

let loading: Promise<LoadedFilterPanel> | undefined;
let loaded: LoadedFilterPanel | undefined;

/**
 * The Filters panel's code: its own chunk with everything only it needs (Zag's popover, slider and checkbox machines,
 * floating-ui, the focus trap), fetched once, when the shopper first shows intent on the Filters button.
 */
export const filterPanelCode = {
  load(): Promise<LoadedFilterPanel> {
    loading ??= import('./FilterPanel').then(
      (module) => {
        loaded = module.FilterPanel;
        return module.FilterPanel;
      },
      (error: unknown) => {
        loading = undefined; // a lost chunk is asked for again at the next sign of intent
        throw error;
      },
    );
    return loading;
  },
  /** The panel once its code is here: a later listing renders it at once (never while hydrating, where it is not). */
  get loaded(): LoadedFilterPanel | undefined {
    return loaded;
  },
};
