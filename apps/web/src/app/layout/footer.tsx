import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatBusinessNumber } from '@mvno/contract';
import { TrackingSwitch } from '../../features/analytics/components/tracking-switch.tsx';
import { latestNoticeQueryOptions } from '../../features/customer/api/find-boards.ts';
import { companyQueryOptions } from '../../shared/api/company.ts';
import { demoSiteNotice, isDemoSite } from '../../shared/app-mode.ts';
import { localizedHref } from '../../shared/i18n/localized-href.ts';
import { getPageLocale } from '../../shared/i18n/page-locale.ts';
import { CallNumbers } from '../../shared/ui/call-numbers.tsx';
import styles from './footer.module.css';

export function Footer() {
  const { t, i18n } = useLingui();
  const company = useQuery(companyQueryOptions()).data;
  const latestNotice = useQuery(latestNoticeQueryOptions()).data?.list[0];
  const isEnglishPage = getPageLocale() === 'en';
  // The company's details are content, written in Korean; its hours are also kept in English.
  const hours = isEnglishPage ? company?.hoursEn : company?.hours;
  const contentLang = isEnglishPage ? 'ko' : undefined;
  const ceoName = company?.ceoName;
  const businessNumber = company === undefined ? '' : formatBusinessNumber(company.businessNumber);
  const mailOrderNumber = company?.mailOrderNumber;
  const copyrightHolder = company?.companyName ?? t`바로텔레콤`;

  return (
    <footer className={styles.footer}>
      <div className={styles.noticeBar}>
        <div className={styles.inner}>
          <h2 className={styles.noticeLabel}>
            <Trans>공지사항</Trans>
          </h2>
          {latestNotice === undefined ? (
            <span className={styles.noticeTitle} />
          ) : (
            <Link
              to={`/customer/notice/${latestNotice.boardNo}`}
              className={styles.noticeTitle}
              lang={contentLang}
            >
              {latestNotice.title}
            </Link>
          )}
          <Link to="/customer/notice" className={styles.more}>
            <Trans>
              더보기<span className="visually-hidden"> 공지사항</span>
            </Trans>
          </Link>
        </div>
      </div>

      <div className={styles.inner}>
        <div className={styles.columns}>
          <section className={styles.center} aria-labelledby="footer-center">
            <h2 id="footer-center" className={styles.heading}>
              <Trans>고객센터</Trans>
            </h2>
            {company !== undefined && <CallNumbers company={company} className={styles.numbers} />}
            <p className={styles.hours}>{hours}</p>
            <div className={styles.buttons}>
              <Link to="/customer/inquiry" className={styles.button}>
                <Trans>1:1 문의</Trans>
              </Link>
              <Link to="/customer/faq" className={styles.button}>
                <Trans>자주 묻는 질문</Trans>
              </Link>
            </div>
          </section>

          <div className={styles.links}>
            <nav aria-label={t`바로가기`} className={styles.links}>
              <ul className={styles.policyLinks}>
                <li>
                  <Link to="/terms?type=TERMS_SERVICE">
                    <Trans>이용약관</Trans>
                  </Link>
                </li>
                <li>
                  <Link to="/terms?type=PRIVACY" className={styles.privacy}>
                    <Trans>개인정보 처리방침</Trans>
                  </Link>
                </li>
              </ul>
              {company !== undefined && (
                <ul className={styles.externalLinks}>
                  {company.externalLinks.map((link) => (
                    <li key={link.url}>
                      <a href={localizedHref(link.url)} target="_blank" rel="noopener noreferrer">
                        {link.name}
                        <span className="visually-hidden"> {t`(새 창)`}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </nav>
            {/* A setting rather than a link: beside the privacy policy, outside the navigation. */}
            <TrackingSwitch />
          </div>
        </div>

        {company !== undefined && (
          <address className={styles.company}>
            <span lang={contentLang}>{company.companyName}</span>
            <span>
              <Trans>대표 {ceoName}</Trans>
            </span>
            <span>
              <Trans>사업자등록번호 {businessNumber}</Trans>
            </span>
            <span>
              <Trans>통신판매업신고 {mailOrderNumber}</Trans>
            </span>
            <span lang={contentLang}>{company.address}</span>
            <span>{company.email}</span>
          </address>
        )}
        {isDemoSite() && <p className={styles.demoNotice}>{i18n._(demoSiteNotice)}</p>}
        <p className={styles.copyright}>© {copyrightHolder}. All rights reserved.</p>
      </div>
    </footer>
  );
}
