import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { useRenderRecorder, useStoreConfig } from '../render-context';
import { type HeadTag, headTags, type PageHead } from './page-head';

/** Whether an element of the head is exactly what `tag` would write (its own attributes and text, nothing else). */
function isWrittenBy(element: Element, { tag, attributes, text }: HeadTag): boolean {
  if (element.localName !== tag || element.attributes.length !== Object.keys(attributes).length + 1) return false;
  if (text !== undefined && element.textContent !== text) return false;
  return Object.entries(attributes).every(([name, value]) => element.getAttribute(name) === value);
}

/**
 * Replaces the head elements a page wrote (marked `data-head`) with `tags`, unless they are those already: the
 * server wrote the hydrated page's, and writing them again would refetch its preloaded picture and have the browser
 * re-examine the head.
 */
function applyHeadTags(tags: readonly HeadTag[]): void {
  const written = [...document.head.querySelectorAll('[data-head]')];
  const current = written.filter((element) => element.localName !== 'title');
  const elements = tags.filter(({ tag }) => tag !== 'title');
  const title = tags.find(({ tag }) => tag === 'title')?.text ?? '';
  if (
    document.title === title &&
    current.length === elements.length &&
    elements.every((tag, i) => current[i] !== undefined && isWrittenBy(current[i], tag))
  ) {
    return;
  }
  for (const element of written) element.remove();
  for (const { tag, attributes, text } of tags) {
    if (tag === 'title') {
      document.title = text ?? '';
      continue;
    }
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.setAttribute('data-head', '');
    if (text !== undefined) element.textContent = text;
    document.head.append(element);
  }
}

/**
 * The page's title, description, canonical link, preview tags and JSON-LD. On the server they are recorded for the
 * document's head (the last page element to ask wins); in the browser they replace the previous page's. `null` asks
 * for nothing (a page whose content gave way to another that sets the head, such as a not-found page).
 */
export function usePageHead(head: PageHead | null): void {
  const recorder = useRenderRecorder();
  const { publicUrl } = useStoreConfig();
  const { pathname } = useLocation();
  if (recorder && head) recorder.head = head;
  // Compared by value: pages pass a new object on every render.
  const key = JSON.stringify(head);
  const tags = useMemo(() => {
    const same = JSON.parse(key) as PageHead | null;
    return same ? headTags(same, publicUrl, pathname) : null;
  }, [key, publicUrl, pathname]);
  useEffect(() => {
    if (!recorder && tags) applyHeadTags(tags);
  }, [recorder, tags]);
}
