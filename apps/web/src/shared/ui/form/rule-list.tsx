import { useLingui } from '@lingui/react/macro';
import { textOf } from '@mvno/contract';
import type { RuleCheck } from '@mvno/contract';
import { classNames } from '../class-names.ts';
import styles from './form.module.css';

interface RuleListProps {
  id: string;
  /** Names the list for screen readers, e.g. '비밀번호 조건'. */
  label: string;
  rules: readonly RuleCheck[];
  /** Before anything is typed the rules are shown neutral, not failed. */
  isPristine: boolean;
}

/**
 * The rules of a field, ticked off live as the value is typed. Not a live region (it would speak on every
 * key): the field points at it with aria-describedby, and each item says whether it is met.
 */
export function RuleList({ id, label, rules, isPristine }: RuleListProps) {
  const { t } = useLingui();
  return (
    <ul id={id} className={styles.rules} aria-label={label}>
      {rules.map((rule) => {
        const state = isPristine ? 'pending' : rule.isMet ? 'met' : 'unmet';
        return (
          <li key={rule.label.id} className={classNames(styles.rule, styles[state])}>
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              {state === 'unmet' ? (
                <path
                  d="M5 5l6 6M11 5l-6 6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              ) : (
                <path
                  d="M3.5 8.5 6.5 11.5 12.5 4.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              )}
            </svg>
            <span>
              {textOf(rule.label)}
              {!isPristine && (
                <span className="visually-hidden"> {rule.isMet ? t`(충족)` : t`(미충족)`}</span>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
