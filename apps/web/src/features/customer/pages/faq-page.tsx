import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  BOARD_SEARCH_MAX_LENGTH,
  FAQ_PAGE_SIZE,
  faqCategories,
  type FaqCategory,
  faqCategoryLabels,
  type FindBoardsRequest,
  textOf,
} from '@mvno/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { prefetchAll, type Prefetch } from '../../../shared/api/prefetch.ts';
import { PageHead } from '../../../shared/head/page-head.tsx';
import { GetForm } from '../../../shared/routing/get-form.tsx';
import { Badge } from '../../../shared/ui/badge.tsx';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { ChipNav } from '../../../shared/ui/chip-nav.tsx';
import { ChevronDownIcon, SearchIcon } from '../../../shared/ui/icons.tsx';
import { PageContainer, PageHeader } from '../../../shared/ui/page.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { RichText } from '../../../shared/ui/rich-text.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { StatusMessage } from '../../../shared/ui/status-message.tsx';
import { boardsQueryOptions } from '../api/find-boards.ts';
import { CustomerCenterNav } from '../components/customer-center-nav.tsx';
import { listHrefOf, pageOf } from '../../../shared/navigation/list-address.ts';
import styles from './board-pages.module.css';

const PATH = '/customer/faq';

interface FaqAddress {
  category: FaqCategory | undefined;
  searchWord: string;
  page: number;
}

function isFaqCategory(value: string | null): value is FaqCategory {
  return faqCategories.some((category) => category === value);
}

/** The FAQ's state lives in its address, so a search can be shared and works before the scripts arrive. */
function addressOf(searchParams: URLSearchParams): FaqAddress {
  const category = searchParams.get('category');
  return {
    category: isFaqCategory(category) ? category : undefined,
    searchWord: (searchParams.get('searchWord') ?? '').trim().slice(0, BOARD_SEARCH_MAX_LENGTH),
    page: pageOf(searchParams),
  };
}

const requestOf = ({ category, searchWord, page }: FaqAddress): FindBoardsRequest => ({
  type: 'FAQ',
  page,
  limit: FAQ_PAGE_SIZE,
  ...(category === undefined ? {} : { category }),
  ...(searchWord === '' ? {} : { searchWord }),
});

const hrefOf = (address: FaqAddress) =>
  listHrefOf(PATH, { category: address.category, searchWord: address.searchWord, page: address.page });

export const prefetch: Prefetch = ({ queryClient, url }) =>
  prefetchAll([queryClient.query(boardsQueryOptions(requestOf(addressOf(url.searchParams))))]);

export default function FaqPage() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const address = addressOf(searchParams);
  const faqs = useQuery({ ...boardsQueryOptions(requestOf(address)), placeholderData: keepPreviousData });
  const categoryLinks = [undefined, ...faqCategories].map((category) => ({
    label: category === undefined ? t`전체` : textOf(faqCategoryLabels[category]),
    // A new category keeps the words searched for, from its first page.
    to: hrefOf({ category, searchWord: address.searchWord, page: 1 }),
    isCurrent: category === address.category,
  }));
  const description = t`유심, 개통, 요금, 소액결제까지 많이 묻는 질문의 답을 모았어요.`;
  const title = t`자주 묻는 질문`;
  const { searchWord } = address;
  const totalCount = faqs.data?.totalCount ?? 0;

  return (
    <PageContainer className={styles.page}>
      <PageHead
        title={title}
        description={description}
        canonicalPath={hrefOf({ ...address, searchWord: '' })}
        isNoIndex={address.searchWord !== ''}
      />
      <PageHeader title={title} description={description} />
      <CustomerCenterNav current={PATH} />

      {/* Named by its label: the header's site search is a search landmark on the same page. */}
      <GetForm
        action={PATH}
        role="search"
        aria-labelledby="faq-search-label"
        className={styles.search}
        preventScrollReset
      >
        {address.category !== undefined && <input type="hidden" name="category" value={address.category} />}
        <label id="faq-search-label" htmlFor="faq-search" className="visually-hidden">
          <Trans>질문 검색</Trans>
        </label>
        <input
          id="faq-search"
          key={address.searchWord}
          className={styles.searchInput}
          type="search"
          name="searchWord"
          defaultValue={address.searchWord}
          maxLength={BOARD_SEARCH_MAX_LENGTH}
          placeholder={t`궁금한 내용을 입력해 주세요 (예: 유심, 요금제 변경)`}
          enterKeyHint="search"
        />
        <Button type="submit" className={styles.searchButton}>
          <SearchIcon aria-hidden="true" />
          <Trans>검색</Trans>
        </Button>
      </GetForm>

      <ChipNav label={t`질문 분류`} links={categoryLinks} className={styles.categories} />

      <section aria-labelledby="faq-list-title" className={styles.results}>
        <h2 id="faq-list-title" className="visually-hidden">
          <Trans>질문 목록</Trans>
        </h2>
        <p className={styles.resultsTitle} role="status">
          {/* While the earlier list stays on screen, its count would be read as this search's. */}
          {faqs.data === undefined || faqs.isPlaceholderData
            ? t`질문을 찾고 있어요`
            : searchWord === ''
              ? t`질문 ${totalCount}개`
              : t`''${searchWord}'' 검색 결과 ${totalCount}개`}
        </p>

        <QueryState
          query={faqs}
          failedTitle={t`질문을 불러오지 못했어요`}
          placeholder={<div className={styles.skeleton} aria-hidden="true" />}
          isEmpty={({ totalCount }) => totalCount === 0}
          empty={
            <StatusMessage
              headingLevel="h2"
              kind="empty"
              title={t`찾는 질문이 없어요`}
              description={t`다른 말로 검색하거나, 1:1 문의로 물어봐 주세요.`}
              action={
                <ButtonLink to={PATH} variant="outline">
                  <Trans>전체 질문 보기</Trans>
                </ButtonLink>
              }
            />
          }
        >
          {({ list, totalCount }) => (
            <>
              <ul className={styles.faqs} aria-busy={faqs.isPlaceholderData}>
                {list.map((faq) => (
                  <li key={faq.boardNo}>
                    {/* details/summary: opens by keyboard and reads as expanded or collapsed, with or without scripts. */}
                    <details className={styles.faq}>
                      <summary className={styles.question}>
                        <span className={styles.questionMark} aria-hidden="true">
                          Q
                        </span>
                        <span className={styles.questionText}>
                          {faq.category !== '' && (
                            <Badge tone="neutral">{textOf(faqCategoryLabels[faq.category])}</Badge>
                          )}
                          <span>{faq.title}</span>
                        </span>
                        <ChevronDownIcon className={styles.questionIcon} aria-hidden="true" />
                      </summary>
                      <RichText html={faq.content} headingLevel={3} className={styles.answer} />
                    </details>
                  </li>
                ))}
              </ul>
              <Pagination
                page={address.page}
                totalCount={totalCount}
                pageSize={FAQ_PAGE_SIZE}
                hrefOf={(page) => hrefOf({ ...address, page })}
              />
            </>
          )}
        </QueryState>
      </section>
    </PageContainer>
  );
}
