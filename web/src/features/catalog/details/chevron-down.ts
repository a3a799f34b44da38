import { createLucideIcon } from 'lucide-react';

/**
 * Lucide's `chevron-down`, drawn by the library's own `createLucideIcon` (which every page already loads): the
 * icon's module from the package would land in whichever shared chunk the bundler groups it into, and bring that
 * chunk with it (`chevron-down.test.tsx` holds it to Lucide's).
 */
export const ChevronDown = createLucideIcon({
  name: 'chevron-down',
  size: 24,
  node: [['path', { d: 'm6 9 6 6 6-6', key: 'qrunsl' }]],
});
