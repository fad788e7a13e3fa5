import type { Company } from '@mvno/contract';
import { classNames } from './class-names.ts';
import styles from './call-numbers.module.css';

interface CallNumbersProps {
  company: Pick<Company, 'brandName' | 'freeCallNumber' | 'paidCallNumber'>;
  /** Smaller numbers, for a panel where they are not the main thing. */
  isCompact?: boolean;
  className?: string;
}

/** The customer centre's two numbers as phone links: free from our own phones, paid from any other. */
export function CallNumbers({ company, isCompact = false, className }: CallNumbersProps) {
  const numbers = [
    { label: `${company.brandName} 휴대폰에서 (무료)`, number: company.freeCallNumber },
    { label: '일반 전화 (유료)', number: company.paidCallNumber },
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
