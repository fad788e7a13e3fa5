import { useLingui } from '@lingui/react/macro';
import {
  useId,
  useRef,
  type FocusEvent,
  type Key,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type TouchEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { FADE_SLIDE_BREAKPOINT, PLAN_CAROUSEL_SINGLE_SLIDE_BELOW_WIDTH } from '@mvno/contract';
import { useMediaQuery } from '../../hooks/use-media-query.ts';
import { classNames } from '../class-names.ts';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../icons.tsx';
import styles from './carousel.module.css';
import { useCarousel } from './use-carousel.ts';

export interface CarouselControls {
  /** The first visible slide. */
  index: number;
  count: number;
  goTo: (index: number) => void;
}

export interface CarouselProps<T> {
  /** The carousel's accessible name, e.g. '메인 배너'. */
  label: string;
  items: readonly T[];
  getKey: (item: T) => Key;
  renderSlide: (item: T, index: number) => ReactNode;
  /** Slides side by side from WIDE_QUERY's width up; below it, one at a time (spec §9). Default 1. */
  slidesPerView?: number;
  /** Milliseconds between automatic moves; leave out for no autoplay. Never autoplays under reduced motion. */
  autoplayMs?: number;
  transitionMs?: number;
  /** 'overlay' floats the controls over the bottom of the slides (image banners); 'below' puts them under. */
  controlsPlacement?: 'overlay' | 'below';
  /** Set `--carousel-gap` and `--carousel-peek` (a sliver of the next slide) here. */
  className?: string;
  viewportClassName?: string;
  /** Extra navigation inside the carousel (a thumbnail strip); it shares the carousel's pause-on-focus. */
  renderFooter?: (controls: CarouselControls) => ReactNode;
}

const SWIPE_MIN_PX = 40;

/** From this width several slides show side by side (spec §9), as carousel.module.css lays them out. */
export const WIDE_QUERY = `(min-width: ${PLAN_CAROUSEL_SINGLE_SLIDE_BELOW_WIDTH}px)`;

/**
 * What a carousel's stylesheet needs to lay it out: how many slides show side by side on a wide screen (never
 * more than there are), where the track stands and how fast it moves. The widths are the stylesheet's own
 * media queries, never the script's, so a page the server drew for another width than the window's (a phone
 * whose browser does not say it is one) has its final size from the first paint, before the script runs.
 */
function geometryOf(widePerView: number, index: number, transitionMs: number | undefined): CSSProperties {
  return {
    '--carousel-wide-per-view': widePerView,
    '--carousel-index': index,
    ...(transitionMs === undefined ? {} : { '--carousel-duration': `${transitionMs}ms` }),
  };
}

function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/** At this width and below, a carousel showing one slide at a time fades between slides (spec §9). */
const FADE_QUERY = `(max-width: ${FADE_SLIDE_BREAKPOINT}px)`;

/**
 * The one carousel of the site (WAI-ARIA APG carousel pattern): slides move by CSS transform — or, one at a
 * time at widths up to FADE_SLIDE_BREAKPOINT, fade into each other (spec §9 "744 (fade/slide)") — hidden
 * slides are inert, and autoplay stops on hover, on keyboard focus, on the user's pause and under reduced
 * motion. The script decides where the carousel stands and what can be reached; the stylesheet lays it out.
 */
export function Carousel<T>({
  label,
  items,
  getKey,
  renderSlide,
  slidesPerView = 1,
  autoplayMs,
  transitionMs,
  controlsPlacement = 'below',
  className,
  viewportClassName,
  renderFooter,
}: CarouselProps<T>) {
  const { t } = useLingui();
  const isWide = useMediaQuery(WIDE_QUERY);
  const carousel = useCarousel({
    count: items.length,
    slidesPerView: isWide ? slidesPerView : 1,
    autoplayMs,
  });
  const { index, count, perView } = carousel;
  const widePerView = Math.max(1, Math.min(slidesPerView, count));
  const isFade = useMediaQuery(FADE_QUERY) && perView === 1;
  const viewportId = useId();
  const viewportRef = useRef<HTMLDivElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  /** Moves, and keeps keyboard focus alive when the focused slide is about to become inert. */
  const move = (target: number) => {
    const focused = document.activeElement;
    const hadFocusInSlides =
      focused instanceof HTMLElement && viewportRef.current !== null && viewportRef.current.contains(focused);
    flushSync(() => carousel.goTo(target));
    if (!hadFocusInSlides || focused.closest('[inert]') === null) return;
    const slide = viewportRef.current?.querySelector<HTMLElement>(`[data-slide-index="${target}"]`);
    const focusable = slide?.querySelector<HTMLElement>('a[href], button:not([disabled])');
    (focusable ?? slide)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowRight') move(carousel.indexAfter(1));
    else if (event.key === 'ArrowLeft') move(carousel.indexAfter(-1));
    else return;
    event.preventDefault();
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (isKeyboardFocus(event.target)) carousel.setHasFocusWithin(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) carousel.setHasFocusWithin(false);
  };

  // Touch devices fire pointerenter on a tap and no pointerleave: only a mouse pauses by hovering.
  const onPointerEnter = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse') carousel.setIsHovered(true);
  };
  const onPointerLeave = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse') carousel.setIsHovered(false);
  };

  const onTouchStart = (event: TouchEvent<HTMLDivElement>) => {
    const touch = event.touches[0];
    touchStart.current = touch === undefined ? null : { x: touch.clientX, y: touch.clientY };
  };
  const onTouchEnd = (event: TouchEvent<HTMLDivElement>) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (start === null || touch === undefined) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy)) return;
    carousel.goTo(dx < 0 ? carousel.indexAfter(1) : carousel.indexAfter(-1));
  };

  const lastVisible = Math.min(count, index + perView);
  const position = perView > 1 ? `${index + 1}-${lastVisible} / ${count}` : `${index + 1} / ${count}`;

  // One slide at a time, two are more than fit; on a wide screen all may fit, and the stylesheet then hides
  // the controls.
  const controls = count > 1 && (
    <div
      className={classNames(
        styles.controls,
        controlsPlacement === 'overlay' ? styles.overlay : styles.below,
        count <= widePerView && styles.narrowOnly,
      )}
    >
      {carousel.canAutoplay && (
        <button
          type="button"
          className={styles.control}
          aria-label={carousel.isPausedByUser ? t`자동 재생 시작` : t`자동 재생 정지`}
          onClick={carousel.toggleAutoplay}
        >
          {carousel.isPausedByUser ? <PlayIcon /> : <PauseIcon />}
        </button>
      )}
      <button
        type="button"
        className={styles.control}
        aria-label={t`이전 슬라이드`}
        aria-controls={viewportId}
        onClick={() => move(carousel.indexAfter(-1))}
      >
        <ChevronLeftIcon />
      </button>
      <span className={styles.position} aria-hidden="true">
        {position}
      </span>
      <button
        type="button"
        className={styles.control}
        aria-label={t`다음 슬라이드`}
        aria-controls={viewportId}
        onClick={() => move(carousel.indexAfter(1))}
      >
        <ChevronRightIcon />
      </button>
    </div>
  );

  return (
    <section
      className={classNames(styles.carousel, className)}
      style={geometryOf(widePerView, index, transitionMs)}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      <div className={styles.stage}>
        {controlsPlacement === 'overlay' && controls}
        <div
          ref={viewportRef}
          id={viewportId}
          className={classNames(styles.viewport, viewportClassName)}
          aria-live={carousel.isRotating ? 'off' : 'polite'}
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
        >
          <div
            className={classNames(styles.track, carousel.prefersReducedMotion && styles.still)}
            data-effect={isFade ? 'fade' : 'slide'}
          >
            {items.map((item, itemIndex) => {
              const isVisible = itemIndex >= index && itemIndex < index + perView;
              return (
                <div
                  key={getKey(item)}
                  className={classNames(styles.slide, itemIndex === index && styles.current)}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${itemIndex + 1} / ${count}`}
                  data-slide-index={itemIndex}
                  tabIndex={-1}
                  inert={!isVisible}
                >
                  {renderSlide(item, itemIndex)}
                </div>
              );
            })}
          </div>
        </div>
      </div>
      {controlsPlacement === 'below' && controls}
      {renderFooter?.({ index, count, goTo: carousel.goTo })}
    </section>
  );
}

interface CarouselPlaceholderProps {
  /** As the carousel's: side by side on a wide screen, one at a time below. */
  slidesPerView: number;
  renderSlide: (index: number) => ReactNode;
  /** Reserve the row of controls under the slides (they show whenever there are more slides than fit). */
  hasControls?: boolean;
  className?: string;
  viewportClassName?: string;
}

/**
 * The carousel's exact box while its items load: same viewport, slide widths, peek and control row, so the
 * real carousel replaces it without moving anything on the page.
 */
export function CarouselPlaceholder({
  slidesPerView,
  renderSlide,
  hasControls = true,
  className,
  viewportClassName,
}: CarouselPlaceholderProps) {
  const perView = Math.max(1, slidesPerView);
  // One more than fits, for the peek of the next slide.
  const slides = Array.from({ length: perView + 1 }, (_, index) => index);
  return (
    <div
      className={classNames(styles.carousel, className)}
      style={geometryOf(perView, 0, undefined)}
      aria-hidden="true"
    >
      <div className={styles.stage}>
        <div className={classNames(styles.viewport, viewportClassName)}>
          <div className={classNames(styles.track, styles.still)}>
            {slides.map((index) => (
              <div key={index} className={classNames(styles.slide, index === 0 && styles.current)}>
                {renderSlide(index)}
              </div>
            ))}
          </div>
        </div>
      </div>
      {hasControls && (
        <div className={classNames(styles.controls, styles.below, styles.controlsPlaceholder)} />
      )}
    </div>
  );
}
