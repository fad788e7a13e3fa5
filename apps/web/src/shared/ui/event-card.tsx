import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Event } from '@mvno/contract';
import { formatDate, formatLongDate } from '@mvno/contract';
import { getPageLocale } from '../i18n/page-locale.ts';
import { MOBILE_IMAGE_MEDIA } from './image-media.ts';
import styles from './event-card.module.css';

/** 'YYYY.MM.DD': the dotted form Korean event periods are written in, built on the one date formatter. */
export function dottedDate(value: string): string {
  return formatDate(value).replaceAll('-', '.');
}

/** A day of an event's period: dotted as Korean periods are written, or as an English sentence names it. */
function periodDateOf(value: string): string {
  return getPageLocale() === 'ko' ? dottedDate(value) : formatLongDate(value);
}

/** An event's card; `badges` (its type, whether it ended) sit above the title on the events list. */
export function EventCard({ event, badges }: { event: Event; badges?: ReactNode }) {
  const hasSize = event.imageWidth > 0 && event.imageHeight > 0;
  const size = hasSize ? { width: event.imageWidth, height: event.imageHeight } : {};
  // The event is written in Korean: on an English page its words are marked as Korean.
  const contentLang = getPageLocale() === 'ko' ? undefined : 'ko';
  return (
    <Link to={`/event/${event.eventNo}`} className={styles.card}>
      <div
        className={styles.frame}
        style={hasSize ? { aspectRatio: `${event.imageWidth} / ${event.imageHeight}` } : undefined}
      >
        <picture>
          {event.mainImageUrlMo !== '' && (
            <source media={MOBILE_IMAGE_MEDIA} srcSet={event.mainImageUrlMo} {...size} />
          )}
          <img
            src={event.mainImageUrl || event.mainImageUrlMo}
            {...size}
            alt=""
            loading="lazy"
            decoding="async"
            className={styles.image}
          />
        </picture>
      </div>
      <div className={styles.body}>
        {badges !== undefined && <p className={styles.badges}>{badges}</p>}
        <h3 className={styles.title} lang={contentLang}>
          {event.title}
        </h3>
        {event.summary !== '' && (
          <p className={styles.summary} lang={contentLang}>
            {event.summary}
          </p>
        )}
        <p className={styles.period}>
          <span className="visually-hidden">
            <Trans>기간</Trans>{' '}
          </span>
          {periodDateOf(event.startDate)} ~ {periodDateOf(event.endDate)}
        </p>
      </div>
    </Link>
  );
}

/** An event-card-shaped placeholder built from the card's own boxes. */
export function EventCardSkeleton() {
  return (
    <div className={styles.card}>
      <div className={styles.frame} />
      <div className={styles.body}>
        <p className={styles.title}>
          <span className={styles.ghostText}>{'\u00a0'.repeat(30)}</span>
        </p>
        <p className={styles.summary}>
          <span className={styles.ghostText}>{'\u00a0'.repeat(44)}</span>
        </p>
        <p className={styles.period}>
          <span className={styles.ghostText}>{'\u00a0'.repeat(34)}</span>
        </p>
      </div>
    </div>
  );
}
