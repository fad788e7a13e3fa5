import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatBusinessNumber } from '@mvno/contract';
import { TrackingSwitch } from '../../features/analytics/components/tracking-switch.tsx';
import { latestNoticeQueryOptions } from '../../features/customer/api/find-boards.ts';
import { companyQueryOptions } from '../../shared/api/company.ts';
import { demoSiteNotice, isDemoSite } from '../../shared/app-mode.ts';
import { CallNumbers } from '../../shared/ui/call-numbers.tsx';
import styles from './footer.module.css';

export function Footer() {
  const company = useQuery(companyQueryOptions()).data;
  const latestNotice = useQuery(latestNoticeQueryOptions()).data?.list[0];

  return (
    <footer className={styles.footer}>
      <div className={styles.noticeBar}>
        <div className={styles.inner}>
          <h2 className={styles.noticeLabel}>공지사항</h2>
          {latestNotice === undefined ? (
            <span className={styles.noticeTitle} />
          ) : (
            <Link to={`/customer/notice/${latestNotice.boardNo}`} className={styles.noticeTitle}>
              {latestNotice.title}
            </Link>
          )}
          <Link to="/customer/notice" className={styles.more}>
            더보기<span className="visually-hidden"> 공지사항</span>
          </Link>
        </div>
      </div>

      <div className={styles.inner}>
        <div className={styles.columns}>
          <section className={styles.center} aria-labelledby="footer-center">
            <h2 id="footer-center" className={styles.heading}>
              고객센터
            </h2>
            {company !== undefined && <CallNumbers company={company} className={styles.numbers} />}
            <p className={styles.hours}>{company?.hours}</p>
            <div className={styles.buttons}>
              <Link to="/customer/inquiry" className={styles.button}>
                1:1 문의
              </Link>
              <Link to="/customer/faq" className={styles.button}>
                자주 묻는 질문
              </Link>
            </div>
          </section>

          <div className={styles.links}>
            <nav aria-label="바로가기" className={styles.links}>
              <ul className={styles.policyLinks}>
                <li>
                  <Link to="/terms?type=TERMS_SERVICE">이용약관</Link>
                </li>
                <li>
                  <Link to="/terms?type=PRIVACY" className={styles.privacy}>
                    개인정보 처리방침
                  </Link>
                </li>
              </ul>
              {company !== undefined && (
                <ul className={styles.externalLinks}>
                  {company.externalLinks.map((link) => (
                    <li key={link.url}>
                      <a href={link.url} target="_blank" rel="noopener noreferrer">
                        {link.name}
                        <span className="visually-hidden"> (새 창)</span>
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
            <span>{company.companyName}</span>
            <span>대표 {company.ceoName}</span>
            <span>사업자등록번호 {formatBusinessNumber(company.businessNumber)}</span>
            <span>통신판매업신고 {company.mailOrderNumber}</span>
            <span>{company.address}</span>
            <span>{company.email}</span>
          </address>
        )}
        {isDemoSite() && <p className={styles.demoNotice}>{demoSiteNotice}</p>}
        <p className={styles.copyright}>© {company?.companyName ?? '바로텔레콤'}. All rights reserved.</p>
      </div>
    </footer>
  );
}
