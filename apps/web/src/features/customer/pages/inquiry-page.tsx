import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { INQUIRY_PAGE_SIZE, type Inquiry } from '@mvno/contract';
import { PageHead } from '../../../shared/head/page-head.tsx';
import { localizedHref } from '../../../shared/i18n/localized-href.ts';
import { showAlert } from '../../../shared/modal/modal-store.ts';
import { loginPathFor } from '../../../shared/session/return-path.ts';
import { useLoginUser } from '../../../shared/session/session.ts';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { ChatIcon, LockIcon } from '../../../shared/ui/icons.tsx';
import { PageContainer, PageHeader } from '../../../shared/ui/page.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { StatusMessage } from '../../../shared/ui/status-message.tsx';
import { inquiriesQueryKey, inquiriesQueryOptions } from '../api/inquiries.ts';
import { CustomerCenterNav } from '../components/customer-center-nav.tsx';
import { InquiryForm } from '../components/inquiry-form.tsx';
import { InquiryHistory } from '../components/inquiry-history.tsx';
import { listHrefOf, pageOf } from '../../../shared/navigation/list-address.ts';
import { useTabKeys } from '../../../shared/hooks/use-tab-keys.ts';
import styles from './inquiry-page.module.css';

const PATH = '/customer/inquiry';

const tabs = [
  { id: 'write', label: msg`문의하기` },
  { id: 'history', label: msg`내 문의 내역` },
] as const;
type Tab = (typeof tabs)[number]['id'];

const tabOf = (searchParams: URLSearchParams): Tab =>
  searchParams.get('tab') === 'history' ? 'history' : 'write';

const hrefOf = (tab: Tab, page = 1) => (tab === 'write' ? PATH : listHrefOf(PATH, { tab: 'history', page }));

/** The logged-out visitor's way in: log in, and come back here. */
function LoginPrompt() {
  return (
    <section className={styles.prompt} aria-labelledby="inquiry-login-title">
      <span className={styles.promptMark} aria-hidden="true">
        <LockIcon />
      </span>
      <h2 id="inquiry-login-title" className={styles.promptTitle}>
        <Trans>로그인하고 문의를 남겨 주세요</Trans>
      </h2>
      <p className={styles.promptText}>
        <Trans>
          1:1 문의는 바로모바일 회원이 남길 수 있어요. 로그인하면 남긴 문의와 답변도 볼 수 있어요.
        </Trans>
      </p>
      <div className={styles.promptActions}>
        <ButtonLink to={loginPathFor(PATH)} size="lg">
          <Trans>로그인하기</Trans>
        </ButtonLink>
        <ButtonLink to="/customer/faq" variant="outline" size="lg">
          <Trans>자주 묻는 질문 보기</Trans>
        </ButtonLink>
      </div>
    </section>
  );
}

function History({ page, openInquiryNo }: { page: number; openInquiryNo: number | undefined }) {
  const { t } = useLingui();
  const inquiries = useQuery({
    ...inquiriesQueryOptions({ page, limit: INQUIRY_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  return (
    <QueryState
      query={inquiries}
      failedTitle={t`문의 내역을 불러오지 못했어요`}
      placeholder={<div className={styles.skeleton} aria-hidden="true" />}
      isEmpty={({ totalCount }) => totalCount === 0}
      empty={
        <StatusMessage
          headingLevel="h2"
          kind="empty"
          title={t`아직 남긴 문의가 없어요`}
          description={t`궁금한 점이 있으면 언제든 문의해 주세요.`}
          action={
            <ButtonLink to={hrefOf('write')} variant="outline">
              <Trans>문의하기</Trans>
            </ButtonLink>
          }
        />
      }
    >
      {({ list, totalCount }) => (
        <>
          <p className={styles.total}>
            <Trans>문의 {totalCount}건</Trans>
          </p>
          <InquiryHistory inquiries={list} openInquiryNo={openInquiryNo} />
          <Pagination
            page={page}
            totalCount={totalCount}
            pageSize={INQUIRY_PAGE_SIZE}
            hrefOf={(next) => hrefOf('history', next)}
          />
        </>
      )}
    </QueryState>
  );
}

/** /customer/inquiry (spec §2.2): write a 1:1 inquiry with files, and read one's own with their answers. */
export default function InquiryPage() {
  const { t, i18n } = useLingui();
  const user = useLoginUser();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabOf(searchParams);
  const tabsId = useId();
  const [justCreated, setJustCreated] = useState<number | undefined>(undefined);

  const openTab = (next: Tab) => setSearchParams(next === 'write' ? {} : { tab: next });

  const tabKeys = useTabKeys<Tab, HTMLAnchorElement>(
    tabs.map((item) => item.id),
    openTab,
  );

  const showCreated = async (inquiry: Inquiry) => {
    await queryClient.invalidateQueries({ queryKey: inquiriesQueryKey });
    setJustCreated(inquiry.inquiryNo);
    openTab('history');
    await showAlert(t`문의를 남겼어요. 답변이 등록되면 내 문의 내역에서 볼 수 있어요.`);
  };

  const title = t`1:1 문의`;
  const description = t`궁금한 점을 남겨 주시면 확인해서 답해 드려요. 답변은 내 문의 내역에서 볼 수 있어요.`;

  return (
    <PageContainer className={styles.page}>
      <PageHead title={title} description={description} canonicalPath={PATH} />
      <PageHeader title={title} description={description} />
      <CustomerCenterNav current={PATH} />

      {user === null ? (
        <LoginPrompt />
      ) : (
        <div className={styles.body}>
          <div className={styles.tabs} role="tablist" aria-label={t`1:1 문의 보기`}>
            {tabs.map((item, index) => (
              <a
                key={item.id}
                ref={tabKeys.refOf(index)}
                href={localizedHref(hrefOf(item.id))}
                role="tab"
                id={`${tabsId}-tab-${item.id}`}
                aria-controls={`${tabsId}-panel`}
                aria-selected={tab === item.id}
                tabIndex={tab === item.id ? 0 : -1}
                className={styles.tab}
                onClick={(event) => {
                  event.preventDefault();
                  openTab(item.id);
                }}
                onKeyDown={(event) => tabKeys.onKeyDown(event, index)}
              >
                <span className={styles.tabLabel}>
                  {item.id === 'write' && <ChatIcon aria-hidden="true" />}
                  {i18n._(item.label)}
                </span>
              </a>
            ))}
          </div>
          <div
            role="tabpanel"
            id={`${tabsId}-panel`}
            aria-labelledby={`${tabsId}-tab-${tab}`}
            className={styles.panel}
          >
            {tab === 'write' ? (
              <InquiryForm onCreated={(inquiry) => void showCreated(inquiry)} />
            ) : (
              <History page={pageOf(searchParams)} openInquiryNo={justCreated} />
            )}
          </div>
        </div>
      )}
    </PageContainer>
  );
}
