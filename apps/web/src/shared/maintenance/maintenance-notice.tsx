import { Trans } from '@lingui/react/macro';
import {
  type Company,
  formatMaintenancePeriod,
  isMaintenanceActive,
  maintenanceAreaLabels,
  type MaintenanceWindow,
  textOf,
} from '@mvno/contract';
import { getPageLocale } from '../i18n/page-locale.ts';
import { Badge } from '../ui/badge.tsx';
import styles from './maintenance-notice.module.css';

interface MaintenanceNoticeProps {
  window: MaintenanceWindow;
  /** The customer centre's numbers; left out until the company details have arrived. */
  company: Pick<Company, 'brandName' | 'brandNameEn' | 'freeCallNumber' | 'paidCallNumber'> | undefined;
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
  const isEnglishPage = getPageLocale() === 'en';
  const brandName = isEnglishPage ? company?.brandNameEn : company?.brandName;
  // The staff's text is written in Korean.
  const contentLang = isEnglishPage ? 'ko' : undefined;
  return (
    <div className={styles.notice}>
      <p className={styles.status}>
        <Badge tone={isActive ? 'warm' : 'primary'}>
          {isActive ? <Trans>지금 점검 중</Trans> : <Trans>점검 예정</Trans>}
        </Badge>
      </p>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>
            <Trans>점검 시간</Trans>
          </dt>
          <dd>{formatMaintenancePeriod(window.startAt, window.endAt)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>
            <Trans>멈추는 서비스</Trans>
          </dt>
          <dd>{closedServices.join(', ')}</dd>
        </div>
      </dl>
      <div className={styles.message} lang={contentLang}>
        {window.message.split('\n').map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {company !== undefined && (
        <dl className={styles.contacts}>
          <div className={styles.contact}>
            <dt>
              <Trans>
                분실 신고처럼 급한 일<span className={styles.note}>{brandName} 휴대폰에서 무료</span>
              </Trans>
            </dt>
            <dd>
              <a href={`tel:${company.freeCallNumber.replaceAll('-', '')}`}>{company.freeCallNumber}</a>
            </dd>
          </div>
          <div className={styles.contact}>
            <dt>
              <Trans>
                고객센터
                <span className={styles.note}>어느 전화에서나 유료</span>
              </Trans>
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
