import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatLongDate, formatWon } from '@mvno/contract';
import { useLineInUseNo } from '../../../shared/session/line-in-use.ts';
import { PageContainer, PageHeader } from '../../../shared/ui/page.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { Section } from '../../../shared/ui/section.tsx';
import { serviceInfoQueryOptions } from '../api/self-care.ts';
import styles from './self-care.module.css';

/** /my-page/add-service (spec §2.2): the add-ons the line in use has, what each costs a month, since when. */
export default function MyAddServicePage() {
  const { t } = useLingui();
  const lineNo = useLineInUseNo();
  const info = useQuery(serviceInfoQueryOptions(lineNo));
  return (
    <PageContainer className={styles.page}>
      <PageHeader title={t`내 부가서비스`} />
      <QueryState
        query={info}
        failedTitle={t`부가서비스를 불러오지 못했어요`}
        placeholder={<div className={styles.placeholder} />}
      >
        {(line) => {
          const monthly = line.addServices.reduce((sum, addService) => sum + addService.monthlyAmount, 0);
          return (
            <Section
              title={t`${line.serviceNumber} 회선`}
              description={
                line.addServices.length === 0
                  ? t`쓰고 있는 부가서비스가 없어요.`
                  : t`부가서비스 ${line.addServices.length}개, 한 달 ${formatWon(monthly)}이에요.`
              }
              size="medium"
            >
              <ul className={styles.list}>
                {line.addServices.map((addService) => (
                  <li key={addService.addServiceNo} className={styles.card}>
                    <div className={styles.row}>
                      <p className={styles.rowTitle}>
                        <Link to={`/add-service/${addService.addServiceNo}`}>
                          {addService.addServiceName}
                        </Link>
                      </p>
                      <p className={styles.amount}>
                        {addService.monthlyAmount === 0
                          ? t`무료`
                          : t`월 ${formatWon(addService.monthlyAmount)}`}
                      </p>
                    </div>
                    <p className={styles.muted}>
                      <Trans>{formatLongDate(addService.startsOn)}부터 쓰고 있어요</Trans>
                    </p>
                  </li>
                ))}
              </ul>
              <div className={styles.links}>
                <Link to="/my-page/my-info/add-service">
                  <Trans>가입·해지하기</Trans>
                </Link>
                <Link to="/add-service">
                  <Trans>다른 부가서비스 둘러보기</Trans>
                </Link>
              </div>
            </Section>
          );
        }}
      </QueryState>
    </PageContainer>
  );
}
