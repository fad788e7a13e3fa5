import { useQuery } from '@tanstack/react-query';
import type { AddService } from '@mvno/contract';
import { resultCodes } from '@mvno/contract';
import { useParams } from 'react-router';
import { ApiFailure } from '../../../shared/api/client.ts';
import { Badge } from '../../../shared/ui/badge.tsx';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { ChevronRightIcon } from '../../../shared/ui/icons.tsx';
import { PageContainer } from '../../../shared/ui/page.tsx';
import { addServiceQueryOptions } from '../api/find-add-service.ts';
import { AddServiceStatus } from '../components/add-service-status.tsx';
import { JoinBadge } from '../components/join-badge.tsx';
import {
  addServiceListHrefOf,
  customerCenterHoursText,
  formatMonthlyFee,
  paragraphsOf,
  parsePositiveId,
} from '../utils/add-service-display.ts';
import styles from './add-service-detail-page.module.css';

const MY_PAGE_ADD_SERVICE = '/my-page/my-info/add-service';

function AddServiceNotFound() {
  return (
    <PageContainer className={styles.page}>
      <AddServiceStatus
        headingLevel="h1"
        title="부가서비스를 찾을 수 없어요"
        description="주소가 잘못되었거나 제공이 끝난 부가서비스입니다. 전체 부가서비스에서 다시 찾아보세요."
        action={<ButtonLink to="/add-service/all">전체 부가서비스 보기</ButtonLink>}
      />
    </PageContainer>
  );
}

function JoinGuide({ isSelfJoin }: { isSelfJoin: boolean }) {
  if (isSelfJoin) {
    return (
      <div className={styles.join}>
        <p className={styles.joinText}>마이페이지에서 바로 가입할 수 있어요. 가입하려면 로그인이 필요해요.</p>
        <ButtonLink to={MY_PAGE_ADD_SERVICE} size="lg" isBlock className={styles.joinButton}>
          마이페이지에서 가입하기
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className={styles.join}>
      <p className={styles.joinText}>
        <strong>고객센터에서 가입할 수 있는 서비스예요.</strong>
        <span>
          고객센터로 전화하거나 1:1 문의를 남겨 주시면 가입을 도와드려요.
          <br />
          상담 시간: {customerCenterHoursText}
        </span>
      </p>
      <ButtonLink to="/customer/inquiry" variant="outline" size="lg" isBlock>
        1:1 문의하기
      </ButtonLink>
    </div>
  );
}

function AddServiceDetail({ addService }: { addService: AddService }) {
  const paragraphs = paragraphsOf(addService.description);
  return (
    <PageContainer className={styles.page}>
      <div className={styles.layout}>
        <header className={styles.hero}>
          <div className={styles.badges}>
            <Badge tone="neutral">{addService.categoryName}</Badge>
            <JoinBadge isSelfJoin={addService.isSelfJoin} />
          </div>
          <h1 className={styles.name}>{addService.addServiceName}</h1>
          {addService.summary !== '' && <p className={styles.summary}>{addService.summary}</p>}
        </header>

        <section className={styles.aside} aria-labelledby="add-service-fee-title">
          <h2 id="add-service-fee-title" className={styles.feeLabel}>
            이용료
          </h2>
          <p className={styles.fee} data-testid="add-service-fee">
            {formatMonthlyFee(addService.monthlyAmount)}
          </p>
          <JoinGuide isSelfJoin={addService.isSelfJoin} />
        </section>

        {paragraphs.length > 0 && (
          <section className={styles.description} aria-labelledby="add-service-description-title">
            <h2 id="add-service-description-title" className={styles.sectionTitle}>
              서비스 안내
            </h2>
            {paragraphs.map((paragraph, index) => (
              <p key={index} className={styles.paragraph}>
                {paragraph}
              </p>
            ))}
          </section>
        )}

        {addService.noticeList.length > 0 && (
          <section className={styles.notices} aria-labelledby="add-service-notice-title">
            <h2 id="add-service-notice-title" className={styles.sectionTitle}>
              꼭 확인하세요
            </h2>
            <ul className={styles.noticeList}>
              {addService.noticeList.map((notice, index) => (
                <li key={index}>{notice}</li>
              ))}
            </ul>
          </section>
        )}

        <p className={styles.back}>
          <ButtonLink to={addServiceListHrefOf(addService.categoryNo)} variant="ghost">
            {addService.categoryName} 부가서비스 더 보기
            <ChevronRightIcon className={styles.backIcon} />
          </ButtonLink>
        </p>
      </div>
    </PageContainer>
  );
}

export default function AddServiceDetailPage() {
  const addServiceNo = parsePositiveId(useParams().addServiceNo);
  const addService = useQuery({
    ...addServiceQueryOptions(addServiceNo ?? 0),
    enabled: addServiceNo !== undefined,
  });

  if (addServiceNo === undefined) return <AddServiceNotFound />;
  if (addService.isSuccess) return <AddServiceDetail addService={addService.data} />;
  if (addService.isError) {
    if (addService.error instanceof ApiFailure && addService.error.code === resultCodes.notFound) {
      return <AddServiceNotFound />;
    }
    return (
      <PageContainer className={styles.page}>
        <AddServiceStatus
          headingLevel="h1"
          title="부가서비스 정보를 불러오지 못했어요"
          description={addService.error.message}
          action={
            <>
              <Button onClick={() => void addService.refetch()}>다시 시도</Button>
              <ButtonLink to="/add-service/all" variant="outline">
                전체 부가서비스 보기
              </ButtonLink>
            </>
          }
        />
      </PageContainer>
    );
  }
  return (
    <PageContainer className={styles.page}>
      <h1 className="visually-hidden">부가서비스 상세</h1>
      <div className={styles.skeleton} aria-hidden="true" />
    </PageContainer>
  );
}
