import { type ComponentType, lazy } from 'react';
import { loadFullSystem } from './system';

/** `React.lazy` for a component that needs the full Chakra system's recipes (dialogs, drawers, forms). */
export function lazyWithSystem<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => (await Promise.all([load(), loadFullSystem()]))[0]);
}
