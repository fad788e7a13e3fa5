import { Trans } from '@lingui/react/macro';
import type { AddService } from '@mvno/contract';
import { Link } from 'react-router';
import { formatMonthlyFee } from '../utils/add-service-display.ts';
import { JoinBadge } from './join-badge.tsx';
import styles from './add-service-card.module.css';

/** One add-on service as a card linking to /add-service/{addServiceNo}. */
export function AddServiceCard({ addService }: { addService: AddService }) {
  return (
    <article className={styles.card}>
      <div className={styles.top}>
        <span className={styles.category}>{addService.categoryName}</span>
        <JoinBadge isSelfJoin={addService.isSelfJoin} />
      </div>
      <h3 className={styles.name}>
        <Link to={`/add-service/${addService.addServiceNo}`} className={styles.link}>
          {addService.addServiceName}
        </Link>
      </h3>
      {addService.summary !== '' && <p className={styles.summary}>{addService.summary}</p>}
      <p className={styles.fee}>
        <span className="visually-hidden">
          <Trans>이용료</Trans>{' '}
        </span>
        <strong className={addService.monthlyAmount === 0 ? styles.free : undefined}>
          {formatMonthlyFee(addService.monthlyAmount)}
        </strong>
      </p>
    </article>
  );
}
