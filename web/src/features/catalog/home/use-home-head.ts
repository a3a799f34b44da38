import { organizationJsonLd } from '../../../app/head/json-ld';
import { DEFAULT_DESCRIPTION } from '../../../app/head/page-head';
import { usePageHead } from '../../../app/head/use-page-head';
import { useStoreConfig } from '../../../app/render-context';
import { responsiveImage } from '../../../shared/renditions';
import { STORE } from '../../../shared/store-info';

import { HERO_SIZES } from './HomeHero';

const heroPreload = (poster: string) => {
  const { src, srcSet } = responsiveImage(poster);
  return { href: src, ...(srcSet ? { srcSet } : {}) };
};

/** The homepage's head: the store's name and promise, the hero's picture as the preview, and the store as JSON-LD. */
export function useHomeHead(poster: string | undefined) {
  const { publicUrl } = useStoreConfig();
  usePageHead({
    title: 'Sutra — Menswear tailored in Jaipur',
    description: DEFAULT_DESCRIPTION,
    path: '/',
    ...(poster
      ? {
          image: poster,
          imageAlt: 'Sutra — menswear tailored in Jaipur',
          preloadImage: { ...heroPreload(poster), sizes: HERO_SIZES },
        }
      : {}),
    jsonLd: [
      organizationJsonLd(publicUrl, {
        email: STORE.email,
        telephone: `+${STORE.whatsappNumber}`,
        sameAs: STORE.social.map((s) => s.url),
      }),
    ],
  });
}
