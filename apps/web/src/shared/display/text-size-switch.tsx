import { useLingui } from '@lingui/react/macro';
import { chooseTextSize, useTextSize } from './text-size.ts';
import styles from './text-size-switch.module.css';

/**
 * The large-text switch (docs/accessibility.md): a toggle button, pressed while the text is large. The page
 * changes at once and stays so on every page and visit after.
 */
export function TextSizeSwitch({
  className,
  isCompact = false,
}: {
  className?: string;
  /** The header's: the letter only, its name still read out. */
  isCompact?: boolean;
}) {
  const { t } = useLingui();
  const isLarge = useTextSize() === 'large';
  return (
    <button
      type="button"
      className={[styles.switch, isCompact ? styles.compact : '', className ?? ''].join(' ').trim()}
      aria-pressed={isLarge}
      onClick={() => chooseTextSize(isLarge ? 'standard' : 'large')}
    >
      <span className={styles.glyph} aria-hidden="true">
        {t({ message: '가', context: 'the letter on the large-text switch' })}
      </span>
      <span className={isCompact ? 'visually-hidden' : undefined}>{t`큰 글씨`}</span>
    </button>
  );
}
