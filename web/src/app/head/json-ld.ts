import { absoluteUrl, STORE_NAME } from './page-head';

/** A trail of pages, home first, for schema.org's BreadcrumbList. */
export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[], publicUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(publicUrl, crumb.path),
    })),
  };
}

/** The store itself, on the homepage: its name, address on the web, logo and where shoppers reach it. */
export function organizationJsonLd(
  publicUrl: string,
  contact: { email: string; telephone: string; sameAs: readonly string[] },
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: STORE_NAME,
    url: absoluteUrl(publicUrl, '/'),
    logo: absoluteUrl(publicUrl, '/favicon.svg'),
    email: contact.email,
    telephone: contact.telephone,
    address: { '@type': 'PostalAddress', addressLocality: 'Jaipur', addressRegion: 'Rajasthan', addressCountry: 'IN' },
    sameAs: contact.sameAs,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: contact.email,
      telephone: contact.telephone,
      areaServed: 'IN',
      availableLanguage: ['en', 'hi'],
    },
  };
}
