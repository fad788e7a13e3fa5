import { useLingui } from '@lingui/react/macro';
import { chooseTextSize, useTextSize } from './text-size.ts';
import styles from './text-size-switch.module.css';

/**
 * The large-text switch (docs/accessibility.md): a toggle button, pressed while the text is large. The page
 * changes at once and stays so on every page and visit after.
 */
export function TextSizeSwitch({ className }: { className?: string }) {
  const { t } = useLingui();
  const isLarge = useTextSize() === 'large';
  return (
    <button
      type="button"
      className={className === undefined ? styles.switch : `${styles.switch} ${className}`}
      aria-pressed={isLarge}
      onClick={() => chooseTextSize(isLarge ? 'standard' : 'large')}
    >
      <span className={styles.glyph} aria-hidden="true">
        {t({ message: '가', context: 'the letter on the large-text switch' })}
      </span>
      <span>{t`큰 글씨`}</span>
    </button>
  );
}
