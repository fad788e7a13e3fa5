import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { textSizeStore } from '../../display/text-size.ts';
import { Carousel } from './carousel.tsx';

const fruits = ['사과', '배', '감'];

function renderCarousel(props: { autoplayMs?: number; slidesPerView?: number } = {}) {
  return render(
    <Carousel
      label="과일"
      items={fruits}
      getKey={(fruit) => fruit}
      renderSlide={(fruit) => <a href={`#${fruit}`}>{fruit}</a>}
      {...props}
    />,
  );
}

/** Labels of the slides a user can reach: the others are inert. */
function shownSlides(): (string | null)[] {
  return screen
    .getAllByRole('group')
    .filter((slide) => !slide.hasAttribute('inert'))
    .map((slide) => slide.getAttribute('aria-label'));
}

/** A window of `width` px: width media queries answer as a browser of that width would. */
function windowOf(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const atMost = /max-width:\s*(\d+)px/.exec(query)?.[1];
    const atLeast = /min-width:\s*(\d+)px/.exec(query)?.[1];
    return {
      matches:
        (atMost !== undefined || atLeast !== undefined) &&
        (atMost === undefined || width <= Number(atMost)) &&
        (atLeast === undefined || width >= Number(atLeast)),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
  });
}

/** The custom properties the carousel hands its stylesheet (carousel.module.css lays it out from them). */
function geometry() {
  const style = screen.getByRole('region', { name: '과일' }).style;
  return {
    index: style.getPropertyValue('--carousel-index'),
    widePerView: style.getPropertyValue('--carousel-wide-per-view'),
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Carousel', () => {
  it('is a labelled carousel of numbered slides, only the current one reachable', () => {
    renderCarousel();
    const carousel = screen.getByRole('region', { name: '과일' });
    expect(carousel).toHaveProperty('ariaRoleDescription', 'carousel');
    const slides = screen.getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 / 3', '2 / 3', '3 / 3']);
    expect(slides.map((slide) => slide.hasAttribute('inert'))).toEqual([false, true, true]);
  });

  it('moves with the next and previous buttons, wrapping at the ends', async () => {
    const user = userEvent.setup();
    renderCarousel();
    await user.click(screen.getByRole('button', { name: '다음 슬라이드' }));
    expect(shownSlides()).toEqual(['2 / 3']);
    await user.click(screen.getByRole('button', { name: '이전 슬라이드' }));
    await user.click(screen.getByRole('button', { name: '이전 슬라이드' }));
    expect(shownSlides()).toEqual(['3 / 3']);
    await user.click(screen.getByRole('button', { name: '다음 슬라이드' }));
    expect(shownSlides()).toEqual(['1 / 3']);
  });

  it('moves with the arrow keys while focus is inside', async () => {
    const user = userEvent.setup();
    renderCarousel();
    await user.click(screen.getByRole('link', { name: '사과' }));
    await user.keyboard('{ArrowRight}');
    expect(shownSlides()).toEqual(['2 / 3']);
    // Focus followed the slide instead of staying on a link that became inert.
    expect(document.activeElement).toBe(screen.getByRole('link', { name: '배' }));
    await user.keyboard('{ArrowLeft}');
    expect(shownSlides()).toEqual(['1 / 3']);
  });

  it('shows several slides at once on a wide screen and never scrolls past the last', async () => {
    windowOf(1280);
    const user = userEvent.setup();
    renderCarousel({ slidesPerView: 2 });
    expect(shownSlides()).toEqual(['1 / 3', '2 / 3']);
    await user.click(screen.getByRole('button', { name: '다음 슬라이드' }));
    expect(shownSlides()).toEqual(['2 / 3', '3 / 3']);
    await user.click(screen.getByRole('button', { name: '다음 슬라이드' }));
    expect(shownSlides()).toEqual(['1 / 3', '2 / 3']);
  });

  it('autoplays, holding still while the user has paused it', () => {
    vi.useFakeTimers();
    renderCarousel({ autoplayMs: 5000 });
    const viewport = screen.getByRole('group', { name: '1 / 3' }).closest('[aria-live]');
    expect(viewport?.getAttribute('aria-live')).toBe('off');

    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(shownSlides()).toEqual(['2 / 3']);

    fireEvent.click(screen.getByRole('button', { name: '자동 재생 정지' }));
    expect(viewport?.getAttribute('aria-live')).toBe('polite');
    act(() => {
      vi.advanceTimersByTime(15_000);
    });
    expect(shownSlides()).toEqual(['2 / 3']);

    fireEvent.click(screen.getByRole('button', { name: '자동 재생 시작' }));
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(shownSlides()).toEqual(['3 / 3']);
  });

  it('never moves by itself in large text, and offers no autoplay to pause', () => {
    vi.useFakeTimers();
    textSizeStore.set('large');
    renderCarousel({ autoplayMs: 5000 });
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(shownSlides()).toEqual(['1 / 3']);
    expect(screen.queryByRole('button', { name: '자동 재생 정지' })).toBeNull();
    textSizeStore.set('standard');
  });

  it('names the toggle after what it will do next', async () => {
    const user = userEvent.setup();
    renderCarousel({ autoplayMs: 5000 });
    const toggle = screen.getByRole('button', { name: '자동 재생 정지' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-label')).toBe('자동 재생 시작');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-label')).toBe('자동 재생 정지');
  });

  it('holds still while the pointer is over it', () => {
    vi.useFakeTimers();
    renderCarousel({ autoplayMs: 5000 });
    const carousel = screen.getByRole('region', { name: '과일' });
    fireEvent.pointerEnter(carousel, { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(12_000);
    });
    expect(shownSlides()).toEqual(['1 / 3']);
    fireEvent.pointerLeave(carousel, { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(shownSlides()).toEqual(['2 / 3']);
  });

  it('does not autoplay, nor offer to, when the user prefers reduced motion', () => {
    vi.useFakeTimers();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderCarousel({ autoplayMs: 5000 });
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(shownSlides()).toEqual(['1 / 3']);
    expect(screen.queryByRole('button', { name: /자동 재생/ })).toBeNull();
    expect(screen.getByRole('button', { name: '다음 슬라이드' })).toBeTruthy();
  });

  describe('at the fade/slide breakpoint (spec §9: 744)', () => {
    const track = () => screen.getAllByRole('group')[0]?.parentElement;

    it('fades between slides at 744 px and below', async () => {
      windowOf(744);
      const user = userEvent.setup();
      renderCarousel();
      expect(track()?.dataset.effect).toBe('fade');
      await user.click(screen.getByRole('button', { name: '다음 슬라이드' }));
      expect(shownSlides()).toEqual(['2 / 3']);
    });

    it('slides above 744 px, and whenever more than one slide shows at once', () => {
      windowOf(745);
      const { unmount } = renderCarousel();
      expect(track()?.dataset.effect).toBe('slide');
      unmount();

      windowOf(1280);
      renderCarousel({ slidesPerView: 2 });
      expect(track()?.dataset.effect).toBe('slide');
    });

    it('shows one slide at a time below 1024 px, however many a wide screen shows', () => {
      windowOf(1023);
      renderCarousel({ slidesPerView: 2 });
      expect(shownSlides()).toEqual(['1 / 3']);
    });
  });

  describe('laid out by its stylesheet, whatever width the page was drawn for', () => {
    it('tells the stylesheet the first slide shown and how many fit side by side on a wide screen', async () => {
      const user = userEvent.setup();
      renderCarousel({ slidesPerView: 5 });
      // Never more side by side than there are slides.
      expect(geometry()).toEqual({ index: '0', widePerView: '3' });
      await user.click(screen.getByRole('button', { name: '다음 슬라이드' }));
      expect(geometry()).toEqual({ index: '1', widePerView: '3' });
    });

    it('draws its controls at every width, marked for the stylesheet to hide where every slide fits', () => {
      const { unmount } = renderCarousel({ slidesPerView: 3 });
      const controls = () => screen.getByRole('button', { name: '다음 슬라이드' }).parentElement;
      expect(controls()?.className).toMatch(/narrowOnly/);
      unmount();
      renderCarousel({ slidesPerView: 2 });
      expect(controls()?.className).not.toMatch(/narrowOnly/);
    });
  });
});
