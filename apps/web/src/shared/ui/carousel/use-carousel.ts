import { useEffect, useState } from 'react';
import { useTextSize } from '../../display/text-size.ts';
import { usePrefersReducedMotion } from '../../hooks/use-media-query.ts';

interface CarouselOptions {
  count: number;
  slidesPerView: number;
  /** Milliseconds between automatic moves; undefined for a carousel that never moves by itself. */
  autoplayMs: number | undefined;
}

/**
 * Position and autoplay of a carousel. The index is the first visible slide; it is clamped while rendering,
 * so a window that grows from one to three visible slides never shows an empty space.
 */
export function useCarousel({ count, slidesPerView, autoplayMs }: CarouselOptions) {
  const perView = Math.max(1, Math.min(slidesPerView, count));
  const maxIndex = Math.max(0, count - perView);
  const [rawIndex, setRawIndex] = useState(0);
  const index = Math.min(rawIndex, maxIndex);

  const prefersReducedMotion = usePrefersReducedMotion();
  // Large text is for readers who need time: nothing moves unless they move it.
  const isLargeText = useTextSize() === 'large';
  const [isPausedByUser, setIsPausedByUser] = useState(false);
  const [isHovered, setIsHovered] = useState(false);
  const [hasFocusWithin, setHasFocusWithin] = useState(false);

  /** Whether the carousel offers autoplay at all (and so a pause/start button). */
  const canAutoplay = autoplayMs !== undefined && !prefersReducedMotion && !isLargeText && maxIndex > 0;
  /** Whether it is moving right now: hover, keyboard focus and the user's pause all hold it still. */
  const isRotating = canAutoplay && !isPausedByUser && !isHovered && !hasFocusWithin;

  useEffect(() => {
    if (!isRotating) return undefined;
    const timer = window.setTimeout(() => {
      setRawIndex((current) =>
        Math.min(current, maxIndex) >= maxIndex ? 0 : Math.min(current, maxIndex) + 1,
      );
    }, autoplayMs);
    return () => window.clearTimeout(timer);
    // `index` restarts the wait after every move, manual or automatic.
  }, [isRotating, autoplayMs, maxIndex, index]);

  const goTo = (target: number) => setRawIndex(Math.max(0, Math.min(target, maxIndex)));
  const indexAfter = (step: 1 | -1) => {
    const target = index + step;
    if (target > maxIndex) return 0;
    if (target < 0) return maxIndex;
    return target;
  };

  return {
    index,
    count,
    perView,
    maxIndex,
    canAutoplay,
    isRotating,
    isPausedByUser,
    prefersReducedMotion,
    goTo,
    indexAfter,
    toggleAutoplay: () => setIsPausedByUser((paused) => !paused),
    setIsHovered,
    setHasFocusWithin,
  };
}
