import {
  type Company,
  formatMaintenancePeriod,
  isMaintenanceActive,
  maintenanceAreaLabels,
  type MaintenanceWindow,
  textOf,
} from '@mvno/contract';
import { Badge } from '../ui/badge.tsx';
import styles from './maintenance-notice.module.css';

interface MaintenanceNoticeProps {
  window: MaintenanceWindow;
  /** The customer centre's numbers; left out until the company details have arrived. */
  company: Pick<Company, 'brandName' | 'freeCallNumber' | 'paidCallNumber'> | undefined;
  now: Date;
}

/**
 * A maintenance window as a visitor reads it (spec §8): whether it runs now, when, what it closes, the staff's
 * text, and whom to call: the free short number for what cannot wait, such as a lost phone, and the
 * customer centre's paid number.
 */
export function MaintenanceNotice({ window, company, now }: MaintenanceNoticeProps) {
  const isActive = isMaintenanceActive(window, now);
  const closedServices = [...new Set(window.areas.map((area) => textOf(maintenanceAreaLabels[area])))];
  return (
    <div className={styles.notice}>
      <p className={styles.status}>
        <Badge tone={isActive ? 'warm' : 'primary'}>{isActive ? '지금 점검 중' : '점검 예정'}</Badge>
      </p>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>점검 시간</dt>
          <dd>{formatMaintenancePeriod(window.startAt, window.endAt)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>멈추는 서비스</dt>
          <dd>{closedServices.join(', ')}</dd>
        </div>
      </dl>
      <div className={styles.message}>
        {window.message.split('\n').map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {company !== undefined && (
        <dl className={styles.contacts}>
          <div className={styles.contact}>
            <dt>
              분실 신고처럼 급한 일<span className={styles.note}>{company.brandName} 휴대폰에서 무료</span>
            </dt>
            <dd>
              <a href={`tel:${company.freeCallNumber.replaceAll('-', '')}`}>{company.freeCallNumber}</a>
            </dd>
          </div>
          <div className={styles.contact}>
            <dt>
              고객센터
              <span className={styles.note}>어느 전화에서나 유료</span>
            </dt>
            <dd>
              <a href={`tel:${company.paidCallNumber.replaceAll('-', '')}`}>{company.paidCallNumber}</a>
            </dd>
          </div>
        </dl>
      )}
    </div>
  );
}
