import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { resetViewport, setReducedMotion, setViewportWidth } from '../../test/viewport';
import AboutPage from './AboutPage';
import { CUSTOMER_REVIEWS, STORY_SECTIONS } from './about-copy';
import { AUTOPLAY_INTERVAL_MS } from './ReviewsCarousel';

// Chakra's state machines answer asynchronously; give waits room when the suite runs files in parallel.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  resetViewport();
  vi.useRealTimers();
});

const carousel = () => screen.getByTestId('reviews-carousel');
const shownSlides = () =>
  within(carousel())
    .getAllByRole('group', { hidden: true })
    .filter((el) => el.getAttribute('aria-roledescription') === 'slide' && el.getAttribute('aria-hidden') !== 'true');
/** A tap as a browser makes it: the button takes focus, then the click (Chakra's accordion acts on focused items). */
const tap = (el: HTMLElement) => {
  act(() => el.focus());
  fireEvent.click(el);
};
const pageButtons = () => within(carousel()).getAllByRole('button', { name: /^Show reviews page/ });
const currentPage = () =>
  pageButtons()
    .find((b) => b.getAttribute('aria-current') === 'true')
    ?.getAttribute('aria-label');

describe('AboutPage', () => {
  it('shows the story as tabs on a wide screen, one section at a time', async () => {
    setViewportWidth(1366);
    renderWithProviders(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Introduction',
      'Our Vision',
      'What Sets Us Apart',
      'Our Commitment',
    ]);
    // The accordion is in the page too (the same HTML at every width), out of sight.
    expect(getComputedStyle(screen.getByTestId('about-accordion')).display).toBe('none');
    expect(screen.queryByRole('button', { name: 'Introduction' })).toBeNull();
    const [intro, vision] = STORY_SECTIONS;
    expect(screen.getByRole('tabpanel').textContent).toContain(intro?.lead);

    fireEvent.click(screen.getByRole('tab', { name: 'Our Vision' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Our Vision' }).getAttribute('aria-selected')).toBe('true'),
    );
    expect(screen.getByRole('tabpanel', { name: 'Our Vision' }).textContent).toContain(vision?.lead);
  });

  it('shows the story as an accordion on a small screen, where tapping the open section closes it', async () => {
    setViewportWidth(375);
    renderWithProviders(<AboutPage />);
    expect(getComputedStyle(screen.getByTestId('about-tabs')).display).toBe('none');
    expect(screen.queryByRole('tab')).toBeNull();
    const intro = screen.getByRole('button', { name: 'Introduction' });
    const vision = screen.getByRole('button', { name: 'Our Vision' });
    expect(intro.getAttribute('aria-expanded')).toBe('true');
    expect(vision.getAttribute('aria-expanded')).toBe('false');

    tap(vision);
    await waitFor(() => expect(vision.getAttribute('aria-expanded')).toBe('true'));
    expect(intro.getAttribute('aria-expanded')).toBe('false');

    tap(vision);
    await waitFor(() => expect(vision.getAttribute('aria-expanded')).toBe('false'));
    expect(screen.queryAllByRole('button', { expanded: true })).toEqual([]);
  });

  it('reveals the rest of a section with Read More', () => {
    setViewportWidth(1366);
    renderWithProviders(<AboutPage />);
    const panel = screen.getByRole('tabpanel');
    const more = within(panel).getByRole('button', { name: 'Read More' });
    const rest = document.getElementById(more.getAttribute('aria-controls') ?? '');
    expect(rest?.hidden).toBe(true);
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(more.textContent).toBe('Read Less');
    expect(rest?.hidden).toBe(false);
    expect(rest?.textContent).toContain(STORY_SECTIONS[0]?.more[0]);
  });

  it('shows the four promise tiles', () => {
    renderWithProviders(<AboutPage />);
    const tiles = within(screen.getByTestId('promise-tiles')).getAllByRole('heading', { level: 3 });
    expect(tiles.map((t) => t.textContent)).toEqual([
      '14-Day Returns',
      'Free Shipping',
      '24/7 Support',
      'Member Discounts',
    ]);
  });

  it.each([
    [375, 1],
    [639, 1],
    [640, 2],
    [1023, 2],
    [1024, 3],
    [1366, 3],
  ])('at %i px the carousel shows %i review(s) a page, with a page button for each page', (width, perView) => {
    setViewportWidth(width);
    renderWithProviders(<AboutPage />);
    expect(shownSlides()).toHaveLength(perView);
    expect(pageButtons()).toHaveLength(Math.ceil(CUSTOMER_REVIEWS.length / perView));
    expect(currentPage()).toBe(`Show reviews page 1 of ${Math.ceil(CUSTOMER_REVIEWS.length / perView)}`);
  });

  it('turns pages with Previous, Next and the page buttons, keeping hidden slides out of reach', () => {
    setViewportWidth(1366);
    renderWithProviders(<AboutPage />);
    const names = () => shownSlides().map((s) => s.getAttribute('aria-label'));
    expect(names()).toEqual(['1 of 6', '2 of 6', '3 of 6']);
    fireEvent.click(screen.getByRole('button', { name: 'Next reviews' }));
    expect(names()).toEqual(['4 of 6', '5 of 6', '6 of 6']);
    expect(currentPage()).toBe('Show reviews page 2 of 2');
    // From the last page, Next goes round to the first, and Previous back again.
    fireEvent.click(screen.getByRole('button', { name: 'Next reviews' }));
    expect(names()).toEqual(['1 of 6', '2 of 6', '3 of 6']);
    fireEvent.click(screen.getByRole('button', { name: 'Previous reviews' }));
    expect(names()).toEqual(['4 of 6', '5 of 6', '6 of 6']);
    fireEvent.click(screen.getByRole('button', { name: 'Show reviews page 1 of 2' }));
    expect(names()).toEqual(['1 of 6', '2 of 6', '3 of 6']);
    const hidden = within(carousel())
      .getAllByRole('group', { hidden: true })
      .filter((el) => el.getAttribute('aria-hidden') === 'true');
    expect(hidden).toHaveLength(3);
    expect(hidden.every((el) => el.hasAttribute('inert'))).toBe(true);
  });

  it('turns by itself, but not while focus is inside it or after Pause', () => {
    vi.useFakeTimers();
    setViewportWidth(375);
    renderWithProviders(<AboutPage />);
    act(() => vi.advanceTimersByTime(AUTOPLAY_INTERVAL_MS));
    expect(currentPage()).toBe('Show reviews page 2 of 6');

    // Focus inside pauses it, and leaving resumes.
    const next = screen.getByRole('button', { name: 'Next reviews' });
    act(() => next.focus());
    act(() => vi.advanceTimersByTime(AUTOPLAY_INTERVAL_MS * 2));
    expect(currentPage()).toBe('Show reviews page 2 of 6');
    act(() => next.blur());
    act(() => vi.advanceTimersByTime(AUTOPLAY_INTERVAL_MS));
    expect(currentPage()).toBe('Show reviews page 3 of 6');

    fireEvent.click(screen.getByRole('button', { name: 'Pause automatic sliding' }));
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    act(() => vi.advanceTimersByTime(AUTOPLAY_INTERVAL_MS * 3));
    expect(currentPage()).toBe('Show reviews page 3 of 6');
    expect(screen.getByRole('button', { name: 'Start automatic sliding' })).toBeTruthy();
  });

  it('never moves by itself when the shopper prefers reduced motion', () => {
    vi.useFakeTimers();
    setReducedMotion(true);
    setViewportWidth(375);
    renderWithProviders(<AboutPage />);
    act(() => vi.advanceTimersByTime(AUTOPLAY_INTERVAL_MS * 3));
    expect(currentPage()).toBe('Show reviews page 1 of 6');
    expect(screen.queryByRole('button', { name: /automatic sliding/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next reviews' }));
    expect(currentPage()).toBe('Show reviews page 2 of 6');
  });
});
