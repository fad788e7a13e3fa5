import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { lineStatusLabels, textOf, type CustomerLine } from '@mvno/contract';
import { Badge } from '../../../shared/ui/badge.tsx';
import styles from '../pages/self-care.module.css';

/** How the line's account gets its bill (spec §3 bill type). */
export function BillTypeText({ billType }: { billType: CustomerLine['billType'] }) {
  return billType === 'EMAIL' ? <Trans>이메일로 받아요</Trans> : <Trans>문자로 받아요</Trans>;
}

/** One line of the subscriber: number, status, plan, account and how its bill comes. */
export function LineFacts({ line }: { line: CustomerLine }) {
  return (
    <li className={styles.card}>
      <div className={styles.row}>
        <p className={styles.rowTitle}>
          {line.serviceNumber}{' '}
          {line.isInUse && (
            <Badge tone="primary">
              <Trans>보고 있는 회선</Trans>
            </Badge>
          )}
        </p>
        <p>{textOf(lineStatusLabels[line.lineStatus])}</p>
      </div>
      <dl className={styles.facts}>
        <dt>
          <Trans context="the line's plan">요금제</Trans>
        </dt>
        <dd>
          <Link to={`/plan/${line.planNo}`}>{line.planName}</Link>
        </dd>
        <dt>
          <Trans>청구 계정</Trans>
        </dt>
        <dd>{line.billAcntId}</dd>
        <dt>
          <Trans>청구서</Trans>
        </dt>
        <dd>
          <BillTypeText billType={line.billType} />
        </dd>
      </dl>
    </li>
  );
}
