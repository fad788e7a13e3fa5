import type { ReactNode } from 'react';
import { Carousel, CarouselPlaceholder, type CarouselProps } from '../../../shared/ui/carousel/carousel.tsx';
import styles from './home-carousel.module.css';

type HomeCarouselProps<T> = Omit<
  CarouselProps<T>,
  'items' | 'className' | 'viewportClassName' | 'controlsPlacement' | 'renderFooter'
> & {
  /** undefined while loading: placeholder slides of the same size hold the carousel's place. */
  items: readonly T[] | undefined;
  renderPlaceholder: () => ReactNode;
};

/** A row of cards on the home page (plans, events, tips), with the same gap, peek and bleed for each row. */
export function HomeCarousel<T>({
  items,
  renderPlaceholder,
  slidesPerView = 1,
  ...props
}: HomeCarouselProps<T>) {
  if (items === undefined) {
    return (
      <CarouselPlaceholder
        slidesPerView={slidesPerView}
        className={styles.carousel}
        viewportClassName={styles.viewport}
        renderSlide={renderPlaceholder}
      />
    );
  }
  return (
    <Carousel
      {...props}
      items={items}
      slidesPerView={slidesPerView}
      className={styles.carousel}
      viewportClassName={styles.viewport}
    />
  );
}
