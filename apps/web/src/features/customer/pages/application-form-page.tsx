import { useQuery } from '@tanstack/react-query';
import {
  type ApplicationForm,
  applicationFormCategories,
  applicationFormCategoryLabels,
  formatSize,
  textOf,
  uploadFileTypes,
} from '@mvno/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { prefetchAll, type Prefetch } from '../../../shared/api/prefetch.ts';
import { PageHead } from '../../../shared/head/page-head.tsx';
import { Badge } from '../../../shared/ui/badge.tsx';
import { DocumentIcon } from '../../../shared/ui/icons.tsx';
import { PageContainer, PageHeader } from '../../../shared/ui/page.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { StatusMessage } from '../../../shared/ui/status-message.tsx';
import { applicationFormsQueryOptions } from '../api/application-forms.ts';
import { CustomerCenterNav } from '../components/customer-center-nav.tsx';
import styles from './application-form-page.module.css';

const PATH = '/customer/download';

export const prefetch: Prefetch = ({ queryClient }) =>
  prefetchAll([queryClient.query(applicationFormsQueryOptions())]);

/** 'PDF' for application/pdf: the short name people know a file type by. */
const typeLabelOf = (mediaType: string) =>
  uploadFileTypes.find((type) => type.mediaType === mediaType)?.label;

function FormRow({ form }: { form: ApplicationForm }) {
  const { t } = useLingui();
  const facts = `${typeLabelOf(form.mediaType) ?? t`파일`} · ${formatSize(form.byteSize)}`;
  const { title } = form;
  return (
    <li className={styles.form}>
      <span className={styles.formIcon} aria-hidden="true">
        <DocumentIcon />
      </span>
      <div className={styles.formText}>
        <Badge tone="neutral">
          <span className="visually-hidden">
            <Trans>분류:</Trans>{' '}
          </span>
          {textOf(applicationFormCategoryLabels[form.category])}
        </Badge>
        <h2 className={styles.formTitle}>{form.title}</h2>
        <p className={styles.formDescription}>{form.description}</p>
        <p className={styles.formFacts}>
          <span className="visually-hidden">
            <Trans>파일 형식과 크기:</Trans>{' '}
          </span>
          {facts}
        </p>
      </div>
      {/* A plain link: the form is public, so it downloads before the scripts arrive and without a login. */}
      <a
        href={form.downloadUrl}
        download={form.fileName}
        className={styles.download}
        aria-label={t`${title} 내려받기 (${facts})`}
      >
        <Trans>내려받기</Trans>
      </a>
    </li>
  );
}

export default function ApplicationFormPage() {
  const { t } = useLingui();
  const forms = useQuery(applicationFormsQueryOptions());
  const title = t`신청서 다운로드`;
  const description = t`가입, 변경, 해지에 필요한 신청서를 내려받아 작성해 주세요.`;

  return (
    <PageContainer className={styles.page}>
      <PageHead title={title} description={description} canonicalPath={PATH} />
      <PageHeader title={title} description={description} />
      <CustomerCenterNav current={PATH} />

      <QueryState
        query={forms}
        failedTitle={t`신청서 목록을 불러오지 못했어요`}
        placeholder={<div className={styles.skeleton} aria-hidden="true" />}
        isEmpty={({ totalCount }) => totalCount === 0}
        empty={
          <StatusMessage headingLevel="h2" kind="empty" title={t`지금 내려받을 수 있는 신청서가 없어요`} />
        }
      >
        {({ list }) => (
          <>
            <ul className={styles.forms} aria-label={t`신청서 목록`}>
              {/* Forms for joining first, then changes, payment and cancelling: the order people need them in. */}
              {applicationFormCategories
                .flatMap((category) => list.filter((form) => form.category === category))
                .map((form) => (
                  <FormRow key={form.formNo} form={form} />
                ))}
            </ul>

            <aside className={styles.guide} aria-labelledby="forms-guide-title">
              <h2 id="forms-guide-title" className={styles.guideTitle}>
                <Trans>작성한 신청서는 이렇게 내 주세요</Trans>
              </h2>
              <ul className={styles.guideList}>
                <li>
                  <Trans>신청서를 인쇄해 빈칸을 채우고 서명해 주세요.</Trans>
                </li>
                <li>
                  <Trans>신분증 사본 등 안내된 서류를 함께 준비해 주세요.</Trans>
                </li>
                <li>
                  <Trans>
                    사진을 찍거나 스캔해서 <Link to="/customer/inquiry">1:1 문의</Link>에 첨부하면 확인 후
                    처리해 드려요.
                  </Trans>
                </li>
              </ul>
            </aside>
          </>
        )}
      </QueryState>
    </PageContainer>
  );
}
