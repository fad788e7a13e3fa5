import type { ReactNode } from 'react';
import { classNames } from './class-names.ts';
import styles from './detail-page.module.css';

/*
 * The parts a product detail page (a plan, an add-on service) is built from. Each page lays them out in its
 * own grid and passes `className` only to place them (a grid area); their look lives here.
 */

interface DetailHeroProps {
  /** Badges shown above the name, e.g. the network and markers of a plan. */
  badges: ReactNode;
  title: string;
  /** One line under the title; left out when empty. */
  summary: string;
  className?: string;
}

/** The page's h1: badges, the product's name and its one-line summary. */
export function DetailHero({ badges, title, summary, className }: DetailHeroProps) {
  return (
    <header className={classNames(styles.hero, className)}>
      <div className={styles.badges}>{badges}</div>
      <h1 className={styles.title}>{title}</h1>
      {summary !== '' && <p className={styles.summary}>{summary}</p>}
    </header>
  );
}

interface DetailPanelProps {
  /** On a phone the panel joins the flow: 'flat' drops the box, 'tinted' keeps a soft one. */
  phoneLook: 'flat' | 'tinted';
  className?: string;
  children: ReactNode;
}

/** The box of the price or fee panel: raised, and kept in view beside the content on wide screens. */
export function DetailPanel({ phoneLook, className, children }: DetailPanelProps) {
  return <div className={classNames(styles.panel, styles[phoneLook], className)}>{children}</div>;
}

/** The '꼭 확인하세요' points of a product, as a bulleted list on a soft background. */
export function NoticeList({ notices }: { notices: readonly string[] }) {
  return (
    <ul className={styles.noticeList}>
      {notices.map((notice, index) => (
        <li key={index}>{notice}</li>
      ))}
    </ul>
  );
}
