import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type EventEntry, messages, type TermsDocument, textOf } from '@mvno/contract';
import { stubCalls } from '../../../test/stub-calls.ts';
import { EventJoinModal } from './event-join-modal.tsx';

const entry: EventEntry = {
  eventNo: 4,
  joinDate: '2026-11-24T12:00:00.000+09:00',
  isMarketingAgree: false,
  isWinner: null,
};
const marketingTerms: TermsDocument = {
  termsNo: 30,
  type: 'MARKETING',
  title: '마케팅 정보 수신 동의',
  version: 'v1.0',
  effectiveDate: '2025-07-01',
  endDate: null,
  state: 'current',
  content: '<p>새 요금제와 혜택 소식을 문자와 이메일로 보내 드려요.</p>',
  versions: [],
};

function renderModal() {
  const onJoined = vi.fn();
  const requests = stubCalls({ findTerms: () => marketingTerms, joinEvent: () => entry });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <EventJoinModal
        eventNo={4}
        eventTitle="친구 추천 이벤트"
        joinLabel="이벤트 참여하기"
        onJoined={onJoined}
        onClose={vi.fn()}
      />
    </QueryClientProvider>,
  );
  return { onJoined, requests };
}

afterEach(() => vi.unstubAllGlobals());

describe('EventJoinModal (spec §2.4 event terms)', () => {
  it('sends nothing without the required consent and says why', async () => {
    const { onJoined, requests } = renderModal();
    await userEvent.click(screen.getByRole('button', { name: '이벤트 참여하기' }));
    expect(await screen.findByText(textOf(messages.eventPrivacyConsentRequired))).toBeDefined();
    expect(requests).toEqual([]);
    expect(onJoined).not.toHaveBeenCalled();
  });

  it('enters with the required consent alone, marketing left unticked', async () => {
    const { onJoined, requests } = renderModal();
    await userEvent.click(
      screen.getByRole('checkbox', { name: /\[필수\] 이벤트 참여를 위한 개인정보 수집·이용 동의/ }),
    );
    await userEvent.click(screen.getByRole('button', { name: '이벤트 참여하기' }));
    await vi.waitFor(() => expect(onJoined).toHaveBeenCalledWith(entry));
    expect(
      requests.map((request): unknown[] => [request.method, request.path, JSON.parse(request.body)]),
    ).toEqual([['POST', '/event/4/join/user', { isPrivacyAgree: true, isMarketingAgree: false }]]);
  });

  it('ticks both with 전체 동의, and shows the marketing terms through the one terms viewer', async () => {
    const { onJoined, requests } = renderModal();
    await userEvent.click(screen.getByRole('checkbox', { name: '전체 동의' }));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /\[선택\] 마케팅/ }).checked).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: '마케팅 정보 수신 동의 내용 보기' }));
    const terms = await screen.findByRole('dialog', { name: '마케팅 정보 수신 동의' });
    expect(
      await within(terms).findByText('새 요금제와 혜택 소식을 문자와 이메일로 보내 드려요.'),
    ).toBeDefined();
    await userEvent.click(within(terms).getByRole('button', { name: '마케팅 정보 수신 동의 닫기' }));

    // Back on the terms, the answers stay as they were.
    await userEvent.click(await screen.findByRole('button', { name: '이벤트 참여하기' }));
    await vi.waitFor(() => expect(onJoined).toHaveBeenCalled());
    const sent = requests.find((request) => request.method === 'POST');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({ isPrivacyAgree: true, isMarketingAgree: true });
  });
});
