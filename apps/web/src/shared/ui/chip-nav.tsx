import { Link } from 'react-router';
import { classNames } from './class-names.ts';
import styles from './chip-nav.module.css';

export interface ChipLink {
  label: string;
  /** An address on the site; the chip is a plain link, so it works before the scripts arrive. */
  to: string;
  isCurrent: boolean;
}

/**
 * A row of choices that each lead to an address (an FAQ category, a terms type, ongoing or ended events):
 * links in a named nav, the current one marked with aria-current, so the choice can be shared and reloaded.
 */
export function ChipNav({
  label,
  links,
  className,
}: {
  label: string;
  links: ChipLink[];
  className?: string;
}) {
  return (
    <nav aria-label={label} className={classNames(styles.nav, className)}>
      <ul className={styles.row}>
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className={styles.chip}
              aria-current={link.isCurrent ? 'page' : undefined}
              preventScrollReset
              replace
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
