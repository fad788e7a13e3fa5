import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import {
  type FindTermsRequest,
  formatLongDate,
  isTermsType,
  localeOfPath,
  parseRecordNumber,
  type TermsDocument,
  termsTypeLabels,
  termsTypes,
  textOf,
} from '@mvno/contract';
import { Link, useSearchParams } from 'react-router';
import { isNotFoundFailure } from '../../../shared/api/client.ts';
import { prefetchAll, type Prefetch } from '../../../shared/api/prefetch.ts';
import { PageHead } from '../../../shared/head/page-head.tsx';
import { GetForm } from '../../../shared/routing/get-form.tsx';
import { getPageLocale } from '../../../shared/i18n/page-locale.ts';
import { termsQueryOptions } from '../../../shared/terms/terms-api.ts';
import { termsPeriodOf } from '../../../shared/terms/terms-dates.ts';
import { TermsViewer } from '../../../shared/terms/terms-viewer.tsx';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { ChipNav } from '../../../shared/ui/chip-nav.tsx';
import { PageContainer } from '../../../shared/ui/page.tsx';
import { listHrefOf } from '../../../shared/navigation/list-address.ts';
import { StatusMessage } from '../../../shared/ui/status-message.tsx';
import { EnglishSummary } from '../components/english-summary.tsx';
import { englishSummariesQueryOptions } from '../summaries/english-summary-query.ts';
import styles from './terms-page.module.css';

const PATH = '/terms';

const hrefOf = (request: FindTermsRequest) =>
  listHrefOf(PATH, { type: request.type, termsNo: request.termsNo });

/**
 * The document an address asks for: `type` names it (the terms of service when absent), `termsNo` a version
 * other than the one in force. An unknown type or a malformed number asks for nothing that exists.
 */
function requestOf(searchParams: URLSearchParams): FindTermsRequest | undefined {
  const type = searchParams.get('type') ?? 'TERMS_SERVICE';
  const termsNoText = searchParams.get('termsNo');
  const termsNo = termsNoText === null || termsNoText === '' ? undefined : parseRecordNumber(termsNoText);
  if (!isTermsType(type) || (termsNoText !== null && termsNoText !== '' && termsNo === undefined))
    return undefined;
  return termsNo === undefined ? { type } : { type, termsNo };
}

export const prefetch: Prefetch = async ({ queryClient, url }) => {
  const request = requestOf(url.searchParams);
  if (request === undefined) return;
  await prefetchAll([
    queryClient.query(termsQueryOptions(request)),
    // Only an English page reads the summaries: a Korean one never loads their chunk. The address says which
    // page this is: the server draws other pages, in the other language, while this one's data is on its way.
    ...(localeOfPath(url.pathname) === 'en'
      ? [queryClient.query(englishSummariesQueryOptions(request.type))]
      : []),
  ]);
};

function TermsNotFound() {
  const { t } = useLingui();
  const title = t`약관을 찾을 수 없어요`;
  return (
    <PageContainer className={styles.page}>
      <PageHead
        title={title}
        description={t`주소가 잘못되었거나 더 이상 제공하지 않는 약관이에요.`}
        isNotFound
      />
      <StatusMessage
        headingLevel="h1"
        title={title}
        description={t`주소가 잘못되었거나 더 이상 제공하지 않는 약관이에요. 아래에서 보려는 약관을 골라 주세요.`}
        action={
          <ButtonLink to={hrefOf({ type: 'TERMS_SERVICE' })}>
            <Trans>이용약관 보기</Trans>
          </ButtonLink>
        }
      />
      <div className={styles.notFoundTypes}>
        <TypeNav current={undefined} />
      </div>
    </PageContainer>
  );
}

/**
 * Brings the chosen type's chip into the row's view where the row scrolls sideways (a phone): the last types
 * would otherwise be chosen off screen.
 */
function showCurrentChip(wrapper: HTMLDivElement | null) {
  const row = wrapper?.querySelector('ul');
  const chip = wrapper?.querySelector<HTMLElement>('[aria-current="page"]');
  if (row === null || row === undefined || chip === null || chip === undefined) return;
  if (row.scrollWidth <= row.clientWidth) return;
  row.scrollLeft = chip.offsetLeft - row.offsetLeft - (row.clientWidth - chip.offsetWidth) / 2;
}

function TypeNav({ current }: { current: FindTermsRequest['type'] | undefined }) {
  const { t } = useLingui();
  return (
    <div ref={showCurrentChip} className={styles.typesWrapper}>
      <ChipNav
        label={t`약관 종류`}
        className={styles.types}
        links={termsTypes.map((type) => ({
          label: textOf(termsTypeLabels[type]),
          to: hrefOf({ type }),
          isCurrent: type === current,
        }))}
      />
    </div>
  );
}

/** Short enough for a phone's select: the period is in the document's header once it is chosen. */
function optionLabelOf({ version, effectiveDate, state }: TermsDocument['versions'][number]): string {
  const date = getPageLocale() === 'ko' ? effectiveDate.replaceAll('-', '.') : formatLongDate(effectiveDate);
  if (state === 'current') return i18n._(msg`${version} · ${date} 시행 (현재 시행)`);
  if (state === 'upcoming') return i18n._(msg`${version} · ${date} 시행 예정`);
  return i18n._(msg`${version} · ${date} 시행`);
}

/** What sets the version on screen apart, and the way to the one that matters next. */
function VersionNotice({ document }: { document: TermsDocument }) {
  const current = document.versions.find((version) => version.state === 'current');
  const upcoming = document.versions.filter((version) => version.state === 'upcoming').at(-1);
  if (document.state === 'current' && upcoming !== undefined) {
    const date = formatLongDate(upcoming.effectiveDate);
    const { version } = upcoming;
    return (
      <p className={styles.notice}>
        <span>
          <Trans>
            {date}부터 개정된 새 버전({version})이 시행돼요.
          </Trans>
        </span>
        <Link to={hrefOf({ type: document.type, termsNo: upcoming.termsNo })} className={styles.noticeLink}>
          <Trans>개정 내용 보기</Trans>
        </Link>
      </p>
    );
  }
  if (document.state === 'current') return null;
  const startDate = formatLongDate(document.effectiveDate);
  const endDate = formatLongDate(document.endDate ?? document.effectiveDate);
  return (
    <p className={styles.notice}>
      <span>
        {document.state === 'upcoming' ? (
          <Trans>{startDate}부터 시행될 예정인 약관이에요.</Trans>
        ) : (
          <Trans>{endDate}까지 적용된 이전 약관이에요.</Trans>
        )}
      </span>
      {current !== undefined && (
        <Link to={hrefOf({ type: document.type })} className={styles.noticeLink}>
          <Trans>현재 시행 중인 약관 보기</Trans>
        </Link>
      )}
    </p>
  );
}

/** A plain GET form: choosing a version works before the scripts arrive, and its address can be shared. */
function VersionForm({ document }: { document: TermsDocument }) {
  if (document.versions.length < 2) return null;
  const selectId = `terms-version-${document.type}`;
  return (
    <GetForm action={PATH} className={styles.versionForm} preventScrollReset>
      <input type="hidden" name="type" value={document.type} />
      <label htmlFor={selectId} className={styles.versionLabel}>
        <Trans>다른 버전 보기</Trans>
      </label>
      <div className={styles.versionControls}>
        <select
          id={selectId}
          key={document.termsNo}
          name="termsNo"
          defaultValue={document.termsNo}
          className={styles.versionSelect}
        >
          {document.versions.map((version) => (
            <option key={version.termsNo} value={version.termsNo}>
              {optionLabelOf(version)}
            </option>
          ))}
        </select>
        <Button type="submit" variant="secondary">
          <Trans>보기</Trans>
        </Button>
      </div>
    </GetForm>
  );
}

/** On an English page: the terms are shown as they are written, in Korean, and the Korean text binds. */
function KoreanOriginalNote() {
  if (getPageLocale() !== 'en') return null;
  return (
    <p className={styles.languageNote}>
      <Trans>약관은 한국어로 제공돼요. 한국어 원문이 법적 효력을 가지는 공식 약관이에요.</Trans>
    </p>
  );
}

function Tools({ document }: { document: TermsDocument }) {
  return (
    <>
      <div className={styles.tools}>
        <KoreanOriginalNote />
        <VersionNotice document={document} />
        <VersionForm document={document} />
      </div>
      {getPageLocale() === 'en' && <EnglishSummary document={document} />}
    </>
  );
}

function TermsHead({
  request,
  document,
}: {
  request: FindTermsRequest;
  document: TermsDocument | undefined;
}) {
  const { t } = useLingui();
  const label = textOf(termsTypeLabels[request.type]);
  if (document === undefined) {
    return <PageHead title={label} description={t`바로모바일 ${label}`} canonicalPath={hrefOf(request)} />;
  }
  const isCurrent = request.termsNo === undefined || document.state === 'current';
  const { title, version } = document;
  const period = termsPeriodOf(document);
  return (
    <PageHead
      title={isCurrent ? title : `${title} (${version})`}
      description={t`바로모바일 ${title} ${version}, ${period}. 이전 버전과 시행 예정인 버전도 볼 수 있어요.`}
      canonicalPath={hrefOf(isCurrent ? { type: request.type } : request)}
      isNoIndex={!isCurrent}
    />
  );
}

export default function TermsPage() {
  const [searchParams] = useSearchParams();
  const request = requestOf(searchParams);
  const terms = useQuery({
    ...termsQueryOptions(request ?? { type: 'TERMS_SERVICE' }),
    enabled: request !== undefined,
  });

  if (request === undefined || (terms.isError && isNotFoundFailure(terms.error))) return <TermsNotFound />;
  return (
    <PageContainer className={styles.page}>
      <TermsHead request={request} document={terms.data} />
      <p className={styles.eyebrow}>
        <Trans>약관 및 정책</Trans>
      </p>
      <div className={styles.layout}>
        <TypeNav current={request.type} />
        <TermsViewer
          request={request}
          headingLevel="h1"
          tools={(document) => <Tools document={document} />}
        />
      </div>
    </PageContainer>
  );
}
