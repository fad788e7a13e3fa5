import { classNames } from './class-names.ts';
import styles from './rich-text.module.css';

/**
 * HTML written by staff (a notice, an FAQ answer, an event page), shown as it is: the server sanitised it once
 * when it was stored (apps/api/src/shared/sanitize-html.ts), so no script or handler reaches this point.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={classNames(styles.text, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
