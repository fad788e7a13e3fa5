import { Trans, useLingui } from '@lingui/react/macro';
import type { ChangeEvent, ReactNode } from 'react';
import type { PlanNetworkFilter } from '@mvno/contract';
import {
  networkTypeLabels,
  planDataBucketLabels,
  planDataBuckets,
  planFeeBucketLabels,
  planFeeBuckets,
  planNetworkFilters,
} from '@mvno/contract';
import { wordsOf } from '../../../shared/i18n/words.ts';
import { hasActivePlanFilters, toggled, type PlanFilters } from '../utils/plan-filters.ts';
import styles from './plan-filter-form.module.css';

interface ChoiceProps {
  type: 'radio' | 'checkbox';
  name: string;
  value: string;
  isChecked: boolean;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  children: ReactNode;
}

/** A native radio or checkbox drawn as a chip; the input covers the chip so it is what gets clicked. */
function Choice({ type, name, value, isChecked, onChange, children }: ChoiceProps) {
  return (
    <label className={styles.choice}>
      <input
        className={styles.input}
        type={type}
        name={name}
        value={value}
        checked={isChecked}
        onChange={onChange}
        readOnly={onChange === undefined}
      />
      <span className={styles.chip}>{children}</span>
    </label>
  );
}

interface CheckboxChipsProps<T extends string> {
  legend: string;
  name: string;
  options: readonly T[];
  labels: Record<T, string>;
  checked: readonly T[];
  onChange: (checked: T[]) => void;
}

/** A group of chips of which any number may be chosen; each tick adds or removes its value. */
function CheckboxChips<T extends string>({
  legend,
  name,
  options,
  labels,
  checked,
  onChange,
}: CheckboxChipsProps<T>) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.chips}>
        {options.map((option) => (
          <Choice
            key={option}
            type="checkbox"
            name={name}
            value={option}
            isChecked={checked.includes(option)}
            onChange={() => onChange(toggled(checked, option))}
          >
            {labels[option]}
          </Choice>
        ))}
      </div>
    </fieldset>
  );
}

interface PlanFilterFormProps {
  filters: PlanFilters;
  onChange: (change: Partial<PlanFilters>) => void;
  onReset: () => void;
}

/** Every control applies at once; there is no submit step. */
export function PlanFilterForm({ filters, onChange, onReset }: PlanFilterFormProps) {
  const { t } = useLingui();
  const networkLabels: Record<PlanNetworkFilter, string> = { all: t`전체`, ...networkTypeLabels };
  return (
    <form
      className={styles.form}
      aria-labelledby="plan-filter-title"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className={styles.header}>
        <h2 id="plan-filter-title" className={styles.title}>
          <Trans>조건 선택</Trans>
        </h2>
        <button
          type="button"
          className={styles.reset}
          onClick={onReset}
          disabled={!hasActivePlanFilters(filters)}
        >
          <Trans>초기화</Trans>
        </button>
      </div>

      <fieldset className={`${styles.group} ${styles.network}`}>
        <legend className={styles.legend}>
          <Trans>네트워크</Trans>
        </legend>
        <div className={styles.segments}>
          {planNetworkFilters.map((networkType) => (
            <label key={networkType} className={styles.segment}>
              <input
                className={styles.input}
                type="radio"
                name="networkType"
                value={networkType}
                checked={filters.networkType === networkType}
                onChange={() => onChange({ networkType })}
              />
              <span className={styles.segmentFace}>{networkLabels[networkType]}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className={styles.chipGroups}>
        <div className={styles.chipRow}>
          <CheckboxChips
            legend={t`데이터`}
            name="dataBucket"
            options={planDataBuckets}
            labels={wordsOf(planDataBucketLabels)}
            checked={filters.dataBuckets}
            onChange={(dataBuckets) => onChange({ dataBuckets })}
          />
        </div>

        <div className={styles.chipRow}>
          <CheckboxChips
            legend={t`월 요금`}
            name="feeBucket"
            options={planFeeBuckets}
            labels={wordsOf(planFeeBucketLabels)}
            checked={filters.feeBuckets}
            onChange={(feeBuckets) => onChange({ feeBuckets })}
          />

          {/* The spec knows one age filter value, so it is shown as the only, chosen option. */}
          <fieldset className={styles.group}>
            <legend className={styles.legend}>
              <Trans>연령</Trans>
            </legend>
            <div className={styles.chips}>
              <Choice type="radio" name="age" value="all" isChecked>
                <Trans>전체</Trans>
              </Choice>
            </div>
          </fieldset>
        </div>
      </div>
    </form>
  );
}
