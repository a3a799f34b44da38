import { createLucideIcon } from 'lucide-react';

/**
 * Lucide's `badge-check`, drawn by the library's own `createLucideIcon` (which every page already loads): the icon's
 * module from the package would land in whichever shared chunk the bundler groups it into, and bring that chunk to
 * the product page (`badge-check.test.tsx` holds it to Lucide's).
 */
export const BadgeCheck = createLucideIcon({
  name: 'badge-check',
  size: 24,
  node: [
    [
      'path',
      {
        d: 'M3.85 8.62a4 4 0 0 1 4.78-4.77 4 4 0 0 1 6.74 0 4 4 0 0 1 4.78 4.78 4 4 0 0 1 0 6.74 4 4 0 0 1-4.77 4.78 4 4 0 0 1-6.75 0 4 4 0 0 1-4.78-4.77 4 4 0 0 1 0-6.76Z',
        key: '3c2336',
      },
    ],
    ['path', { d: 'm16 9-5.5 5.5L8 12', key: 'xofnsj' }],
  ],
  aliases: ['verified'],
});
