import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UsimPurchase } from '@mvno/contract';
import type { CatalogModule } from '../../../shared/i18n/page-locale.ts';
import { removeStored, writeStored } from '../../../shared/storage/encrypted-storage.ts';
import { endSession, startSession } from '../../../shared/session/session.ts';
import { renderAppRoutes } from '../../../test/app-router.tsx';
import { hangulIn, inEnglish } from '../../../test/english.ts';
import { loginUserOf } from '../../../test/login-user.ts';
import { shownMessages } from '../../../test/modals.ts';
import { refusal, stubCalls as stubEveryCall, type CallStubs } from '../../../test/stub-calls.ts';
import { ACTIVATION_CODE, cancelled, paidEsim, paidParcel, shippedFree } from '../test-fixtures.ts';
import UsimListPage from './usim-list-page.tsx';

afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
});

const AUTH_KEY = 'usim-phone-auth-key-1111111111111111';

const stubCalls = (stubs: CallStubs) =>
  stubEveryCall({
    findMaintenanceWindows: () => ({ list: [], totalCount: 0 }),
    sendPhoneAuth: () => ({
      expiresAt: new Date(Date.now() + 180_000).toISOString(),
      resendAvailableAt: new Date(Date.now() + 60_000).toISOString(),
    }),
    checkPhoneAuth: () => ({ authKey: AUTH_KEY, expiresAt: new Date(Date.now() + 600_000).toISOString() }),
    ...stubs,
  });

const listOf = (...list: UsimPurchase[]) => ({ list, totalCount: list.length });
const renderList = () => renderAppRoutes('/usim/list', { '/usim/list': UsimListPage, '/usim': () => null });
const logIn = () =>
  startSession('token-1', loginUserOf(), { isSavePhone: false, isAutoLogin: false, phone: '' });

/** The card of an order, by what was bought. */
const cardOf = (items: string) => screen.getByRole('article', { name: items });

describe('/usim/list', () => {
  it('shows a member’s orders with their progress, tracking, and 주문 취소 only where it is allowed', async () => {
    logIn();
    const requests = stubCalls({ findUsimPurchases: () => listOf(paidParcel(), shippedFree(), cancelled()) });
    renderList();

    const [paid, shipped, gone] = await screen.findAllByRole('article');
    if (paid === undefined || shipped === undefined || gone === undefined) throw new Error('three orders');
    expect(within(paid).getByRole('heading', { level: 2 }).textContent).toBe('NFC 유심 × 2');
    expect(requests.find((request) => request.call === 'findUsimPurchases')?.headers['phone-auth-key']).toBe(
      undefined,
    );
    const paidSteps = within(within(paid).getByRole('list', { name: '주문 진행 상황' })).getAllByRole(
      'listitem',
    );
    expect(paidSteps.map((step) => step.textContent)).toEqual(['결제 완료', '배송 중', '배송 완료']);
    expect(paidSteps.map((step) => step.getAttribute('aria-current'))).toEqual(['step', null, null]);
    expect(paid.textContent).toContain('택배 · 2026년 11월 27일 ~ 2026년 11월 30일 도착 예정');
    expect(within(paid).getByRole('button', { name: '주문 취소' })).toBeTruthy();

    expect(shipped).toBe(cardOf('일반 유심 × 1'));
    const shippedSteps = within(shipped).getAllByRole('listitem');
    expect(shippedSteps.find((step) => step.getAttribute('aria-current') === 'step')?.textContent).toBe(
      '배송 중',
    );
    expect(shipped.textContent).toContain('CJ대한통운 640012345678');
    expect(shipped.textContent).toContain('무료');
    expect(within(shipped).queryByRole('button', { name: '주문 취소' })).toBeNull();
    expect(shipped.textContent).toContain('이미 보낸 주문은 취소할 수 없어요.');

    expect(gone.textContent).toContain('주문 취소');
    expect(gone.textContent).toContain('2026년 11월 10일에 주문을 취소했어요.');
    expect(within(gone).queryByRole('list', { name: '주문 진행 상황' })).toBeNull();
    expect(within(gone).queryByRole('button')).toBeNull();
  });

  it('says, after §8’s alert, what happens to the money when the refund’s answer is late', async () => {
    logIn();
    const requests = stubCalls({
      findUsimPurchases: () => listOf(paidParcel()),
      cancelUsimPurchase: () => refusal(4504, '외부 기관 응답이 지연되고 있습니다.', 504),
    });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: '주문 취소' }));
    await userEvent.click(screen.getByRole('button', { name: '예' }));
    await waitFor(() =>
      expect(shownMessages().at(-1)).toBe(
        '결제사의 답이 늦어 취소를 아직 마치지 못했어요. 환불됐는지 확인하고 있어요. 환불이 확인되면 주문을 취소하고 문자로 알려 드려요. 그동안 유심은 보내지 않아요.',
      ),
    );
    await waitFor(() =>
      expect(requests.filter((request) => request.call === 'findUsimPurchases')).toHaveLength(2),
    );
  });

  it('cancels a member’s order after asking, saying how the money comes back, and reads the list again', async () => {
    logIn();
    let list = listOf(paidParcel());
    const requests = stubCalls({
      findUsimPurchases: () => list,
      cancelUsimPurchase: () => {
        list = listOf({
          ...paidParcel(),
          status: 'C',
          cancel: {
            isCancellable: false,
            refusal: '이미 취소한 주문이에요.',
            refundWay: 'GATEWAY',
            refundNote: null,
          },
          cancelledAt: '2026-11-26T10:30:00+09:00',
        });
        return list.list[0]!;
      },
    });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: '주문 취소' }));
    expect(shownMessages()).toEqual([
      '주문을 취소할까요?\n주문 번호 41\n결제한 8,800원은 결제한 수단으로 돌려드려요.',
    ]);
    await userEvent.click(screen.getByRole('button', { name: '예' }));

    expect(await screen.findByText('주문을 취소했어요.')).toBeTruthy();
    const cancelledRequest = requests.find((request) => request.call === 'cancelUsimPurchase');
    expect(cancelledRequest?.path).toBe('/usim/purchase/41/cancel');
    expect(cancelledRequest?.headers['idempotency-key']).toMatch(/.{16,}/);
    expect(cancelledRequest?.headers['phone-auth-key']).toBe(undefined);
    await waitFor(() =>
      expect(requests.filter((request) => request.call === 'findUsimPurchases')).toHaveLength(2),
    );
    expect(await screen.findByText('2026년 11월 26일에 주문을 취소했어요.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '주문 취소' })).toBeNull();
  });

  it('keeps the order when the buyer says no', async () => {
    logIn();
    const requests = stubCalls({ findUsimPurchases: () => listOf(paidParcel()) });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: '주문 취소' }));
    await userEvent.click(screen.getByRole('button', { name: '아니오' }));
    expect(requests.some((request) => request.call === 'cancelUsimPurchase')).toBe(false);
  });

  it('shows a visitor the order just made on this device without a second code', async () => {
    writeStored('usimPurchaseKey', 'usim-purchase-key-just-made-0000000000000');
    const requests = stubCalls({ findUsimPurchase: () => paidParcel() });
    renderList();
    const justMade = await screen.findByRole('region', { name: '이 기기에서 방금 한 주문' });
    expect(within(justMade).getByRole('article', { name: 'NFC 유심 × 2' })).toBeTruthy();
    expect(requests.find((request) => request.call === 'findUsimPurchase')?.path).toBe(
      '/usim/purchase/usim-purchase-key-just-made-0000000000000',
    );
    // Cancelling it takes the number verified, as every order of a visitor's.
    await userEvent.click(within(justMade).getByRole('button', { name: '주문 취소' }));
    expect(shownMessages()).toEqual([
      '주문을 취소하려면 아래에서 주문할 때 인증한 휴대폰 번호를 인증해 주세요.',
    ]);
    expect(requests.some((request) => request.call === 'cancelUsimPurchase')).toBe(false);
    removeStored('usimPurchaseKey');
  });

  it('asks a visitor to verify their number first, then reads and cancels with that proof', async () => {
    const phonePaid = paidParcel({
      payment: { payMethod: 'MC', issuer: 'SK텔레콤', maskedNumber: '010-****-5432' },
      cancel: {
        isCancellable: true,
        refusal: null,
        refundWay: 'BANK_TRANSFER',
        refundNote: '휴대폰 결제는 결제한 달이 지나면 결제를 취소할 수 없어요.',
      },
    });
    const requests = stubCalls({
      findUsimPurchases: () => listOf(phonePaid),
      cancelUsimPurchase: () => ({ ...phonePaid, status: 'C' as const }),
    });
    renderList();

    expect(
      await screen.findByRole('heading', { level: 2, name: '주문할 때 인증한 휴대폰 번호로 찾아요' }),
    ).toBeTruthy();
    expect(requests.some((request) => request.call === 'findUsimPurchases')).toBe(false);
    await userEvent.type(screen.getByRole('textbox', { name: '휴대폰 번호' }), '01098765432');
    await userEvent.click(screen.getByRole('button', { name: '인증번호 받기' }));
    expect(JSON.parse(requests.find((request) => request.call === 'sendPhoneAuth')?.body ?? '')).toEqual({
      purpose: 'USIM',
      phone: '01098765432',
    });
    await userEvent.type(await screen.findByRole('textbox', { name: '인증번호' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: '주문 내역 보기' }));

    expect(await screen.findByText('010-9876-5432 번호로 한 주문이에요.')).toBeTruthy();
    await screen.findByRole('article', { name: 'NFC 유심 × 2' });
    const read = requests.find((request) => request.call === 'findUsimPurchases');
    expect(read?.headers['phone-auth-key']).toBe(AUTH_KEY);

    await userEvent.click(screen.getByRole('button', { name: '주문 취소' }));
    expect(shownMessages()[0]).toContain('휴대폰 결제는 결제한 달이 지나면 결제를 취소할 수 없어요.');
    await userEvent.click(screen.getByRole('button', { name: '예' }));
    await screen.findByText('주문을 취소했어요.');
    expect(requests.find((request) => request.call === 'cancelUsimPurchase')?.headers['phone-auth-key']).toBe(
      AUTH_KEY,
    );
  });

  it('shows an eSIM’s code behind 코드 보기', async () => {
    logIn();
    stubCalls({ findUsimPurchases: () => listOf(paidEsim()) });
    renderList();
    const card = await screen.findByRole('article', { name: 'eSIM × 1' });
    const steps = within(card).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['결제 완료', '내려받기 완료']);
    const disclosure = within(card).getByText('코드 보기').closest('details');
    expect(disclosure?.open).toBe(false);
    await userEvent.click(within(card).getByText('코드 보기'));
    expect(disclosure?.open).toBe(true);
    expect(within(card).getByText(ACTIVATION_CODE)).toBeTruthy();
  });

  it('says so when there is no order, with the way to buy one', async () => {
    logIn();
    stubCalls({ findUsimPurchases: () => listOf() });
    renderList();
    expect(await screen.findByRole('heading', { name: '주문 내역이 없어요' })).toBeTruthy();
    expect(screen.getByText('최근 6개월 동안 주문한 유심이 없어요.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '유심 구매하기' }).getAttribute('href')).toBe('/usim');
  });

  it('is in English on an English page', async () => {
    await inEnglish({ catalogs: import.meta.glob<CatalogModule>('../locales/*.ts'), name: 'usim' });
    logIn();
    // The server words why an order cannot be cancelled in the page's language.
    const shipped = shippedFree();
    const refusal = "An order that has been sent can't be cancelled.";
    stubCalls({
      findUsimPurchases: () =>
        listOf(paidParcel(), { ...shipped, cancel: { ...shipped.cancel, refusal } }, cancelled(), paidEsim()),
    });
    renderList();
    expect(await screen.findByRole('article', { name: 'eSIM × 1' })).toBeTruthy();
    const page = document.body.cloneNode(true);
    if (!(page instanceof HTMLElement)) throw new Error('no page');
    for (const korean of page.querySelectorAll('[lang="ko"]')) korean.remove();
    expect(hangulIn(page.textContent)).toEqual([]);
  });
});
