import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { type EventDetail, eventStatusLabels, eventTypeLabels, formatLongDate, textOf } from '@mvno/contract';
import { getPageLocale } from '../../../shared/i18n/page-locale.ts';
import { Badge } from '../../../shared/ui/badge.tsx';
import { dottedDate } from '../../../shared/ui/event-card.tsx';
import { MOBILE_IMAGE_MEDIA } from '../../../shared/ui/image-media.ts';
import { RichText } from '../../../shared/ui/rich-text.tsx';
import styles from './event-article.module.css';

const statusTones = { UPCOMING: 'accent', ONGOING: 'primary', ENDED: 'neutral' } as const;

/** A day of the event's period: dotted as Korean periods are written, or as an English sentence names it. */
function periodDate(value: string): string {
  return getPageLocale() === 'ko' ? dottedDate(value) : formatLongDate(value);
}

/** An event's page body: what it is, when it runs, its picture and its text; `actions` go under the text. */
export function EventArticle({ event, actions }: { event: EventDetail; actions?: ReactNode }) {
  const { t, i18n } = useLingui();
  const size = { width: event.imageWidth, height: event.imageHeight };
  const capacity = event.capacity === null ? null : i18n.number(event.capacity);
  const winnerCount = event.winnerCount === null ? null : i18n.number(event.winnerCount);
  // The event is written in Korean: on an English page its words are marked as Korean.
  const contentLang = getPageLocale() === 'ko' ? undefined : 'ko';
  return (
    <article className={styles.article} aria-labelledby="event-title">
      <header className={styles.header}>
        <p className={styles.badges}>
          <Badge tone={statusTones[event.status]}>{textOf(eventStatusLabels[event.status])}</Badge>
          <Badge tone={event.eventType === 'NAVER_PAY' ? 'warm' : 'neutral'}>
            {textOf(eventTypeLabels[event.eventType])}
          </Badge>
        </p>
        <h1 id="event-title" className={styles.title} lang={contentLang}>
          {event.title}
        </h1>
        {event.summary !== '' && (
          <p className={styles.summary} lang={contentLang}>
            {event.summary}
          </p>
        )}
        <dl className={styles.facts}>
          <div>
            <dt>
              <Trans>기간</Trans>
            </dt>
            <dd>
              <time dateTime={event.startDate}>{periodDate(event.startDate)}</time> ~{' '}
              <time dateTime={event.endDate}>{periodDate(event.endDate)}</time>
            </dd>
          </div>
          {capacity !== null && (
            <div>
              <dt>
                <Trans>모집 인원</Trans>
              </dt>
              <dd>
                <Trans>선착순 {capacity}명</Trans>
              </dd>
            </div>
          )}
          {winnerCount !== null && (
            <div>
              <dt>
                <Trans>당첨 인원</Trans>
              </dt>
              <dd>
                <Trans>{winnerCount}명</Trans>
              </dd>
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
      <div lang={contentLang}>
        <RichText html={event.content} headingLevel={2} className={styles.body} />
      </div>
      {event.drawContents !== '' && (
        <section className={styles.draw} aria-label={t`추첨 안내`}>
          <div lang={contentLang}>
            <RichText html={event.drawContents} headingLevel={2} />
          </div>
        </section>
      )}
      {actions}
    </article>
  );
}
