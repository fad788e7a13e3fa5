import type { ReactNode } from 'react';
import { type EventDetail, eventStatusLabels, eventTypeLabels, textOf } from '@mvno/contract';
import { Badge } from '../../../shared/ui/badge.tsx';
import { dottedDate } from '../../../shared/ui/event-card.tsx';
import { MOBILE_IMAGE_MEDIA } from '../../../shared/ui/image-media.ts';
import { RichText } from '../../../shared/ui/rich-text.tsx';
import styles from './event-article.module.css';

const statusTones = { UPCOMING: 'accent', ONGOING: 'primary', ENDED: 'neutral' } as const;

/** An event's page body: what it is, when it runs, its picture and its text; `actions` go under the text. */
export function EventArticle({ event, actions }: { event: EventDetail; actions?: ReactNode }) {
  const size = { width: event.imageWidth, height: event.imageHeight };
  return (
    <article className={styles.article} aria-labelledby="event-title">
      <header className={styles.header}>
        <p className={styles.badges}>
          <Badge tone={statusTones[event.status]}>{textOf(eventStatusLabels[event.status])}</Badge>
          <Badge tone={event.eventType === 'NAVER_PAY' ? 'warm' : 'neutral'}>
            {textOf(eventTypeLabels[event.eventType])}
          </Badge>
        </p>
        <h1 id="event-title" className={styles.title}>
          {event.title}
        </h1>
        {event.summary !== '' && <p className={styles.summary}>{event.summary}</p>}
        <dl className={styles.facts}>
          <div>
            <dt>기간</dt>
            <dd>
              <time dateTime={event.startDate}>{dottedDate(event.startDate)}</time> ~{' '}
              <time dateTime={event.endDate}>{dottedDate(event.endDate)}</time>
            </dd>
          </div>
          {event.capacity !== null && (
            <div>
              <dt>모집 인원</dt>
              <dd>선착순 {event.capacity.toLocaleString('ko-KR')}명</dd>
            </div>
          )}
          {event.winnerCount !== null && (
            <div>
              <dt>당첨 인원</dt>
              <dd>{event.winnerCount.toLocaleString('ko-KR')}명</dd>
            </div>
          )}
        </dl>
      </header>
      {/* Event pictures are 3:2, with a square one for phones (the seed and the console keep to this). */}
      <div className={styles.frame}>
        <picture>
          {event.mainImageUrlMo !== '' && <source media={MOBILE_IMAGE_MEDIA} srcSet={event.mainImageUrlMo} />}
          <img src={event.mainImageUrl} {...size} alt="" className={styles.image} />
        </picture>
      </div>
      <RichText html={event.content} headingLevel={2} className={styles.body} />
      {event.drawContents !== '' && (
        <section className={styles.draw} aria-label="추첨 안내">
          <RichText html={event.drawContents} headingLevel={2} />
        </section>
      )}
      {actions}
    </article>
  );
}
