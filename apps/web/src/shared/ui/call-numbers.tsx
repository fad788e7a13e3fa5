import { useLingui } from '@lingui/react/macro';
import type { Company } from '@mvno/contract';
import { getPageLocale } from '../i18n/page-locale.ts';
import { classNames } from './class-names.ts';
import styles from './call-numbers.module.css';

interface CallNumbersProps {
  company: Pick<Company, 'brandName' | 'brandNameEn' | 'freeCallNumber' | 'paidCallNumber'>;
  /** Smaller numbers, for a panel where they are not the main thing. */
  isCompact?: boolean;
  className?: string;
}

/** The customer centre's two numbers as phone links: free from our own phones, paid from any other. */
export function CallNumbers({ company, isCompact = false, className }: CallNumbersProps) {
  const { t } = useLingui();
  const brandName = getPageLocale() === 'en' ? company.brandNameEn : company.brandName;
  const numbers = [
    { label: t`${brandName} 휴대폰에서 (무료)`, number: company.freeCallNumber },
    { label: t`일반 전화 (유료)`, number: company.paidCallNumber },
  ];
  return (
    <dl className={classNames(styles.numbers, isCompact && styles.compact, className)}>
      {numbers.map(({ label, number }) => (
        <div key={label}>
          <dt className={styles.label}>{label}</dt>
          <dd className={styles.number}>
            <a href={`tel:${number.replaceAll('-', '')}`}>{number}</a>
          </dd>
        </div>
      ))}
    </dl>
  );
}
