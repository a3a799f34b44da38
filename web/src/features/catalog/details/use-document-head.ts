import { useEffect } from 'react';

export const JSON_LD_ELEMENT_ID = 'product-json-ld';

/** Keeps the JSON-LD in document.head while the page is shown; removes it on leave. */
export function useJsonLd(data: Record<string, unknown> | null): void {
  const json = data ? JSON.stringify(data).replace(/</g, '\\u003c') : null;
  useEffect(() => {
    if (!json) return;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.id = JSON_LD_ELEMENT_ID;
    script.textContent = json;
    document.head.appendChild(script);
    return () => script.remove();
  }, [json]);
}

/** Sets the tab's title while the page is shown and gives the previous one back on leave. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
