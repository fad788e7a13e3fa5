import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CatalogModule } from '../../../shared/i18n/page-locale.ts';
import { writeStored } from '../../../shared/storage/encrypted-storage.ts';
import { renderAppRoutes } from '../../../test/app-router.tsx';
import { hangulIn, inEnglish } from '../../../test/english.ts';
import { refusal, stubCalls as stubEveryCall, type CallStubs } from '../../../test/stub-calls.ts';
import { ACTIVATION_CODE, paidEsim, paidParcel, PURCHASE_KEY } from '../test-fixtures.ts';
import UsimCompletePage from './usim-complete-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const stubCalls = (stubs: CallStubs) =>
  stubEveryCall({ findMaintenanceWindows: () => ({ list: [], totalCount: 0 }), ...stubs });

const renderComplete = () =>
  renderAppRoutes('/usim/complete', { '/usim/complete': UsimCompletePage, '/usim/list': () => null });

describe('/usim/complete', () => {
  it('shows an eSIM’s activation code as text to copy and as a QR code, with how to scan it', async () => {
    writeStored('usimPurchaseKey', PURCHASE_KEY);
    const requests = stubCalls({ findUsimPurchase: () => paidEsim() });
    // The user's clipboard, as the browser keeps it.
    const user = userEvent.setup();
    renderComplete();

    expect(await screen.findByRole('heading', { level: 1, name: '주문을 마쳤어요' })).toBeTruthy();
    expect(requests.find((request) => request.call === 'findUsimPurchase')?.path).toBe(
      `/usim/purchase/${PURCHASE_KEY}`,
    );
    expect(screen.getByText('주문 번호 42')).toBeTruthy();
    expect(screen.getByText('eSIM × 1')).toBeTruthy();
    expect(screen.getByText('2,200원')).toBeTruthy();
    expect(screen.getByText(ACTIVATION_CODE)).toBeTruthy();
    const qr = await screen.findByRole('img', { name: 'eSIM 개통 QR 코드' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    const steps = within(screen.getByRole('region', { name: 'eSIM 내려받기' })).getAllByRole('listitem');
    expect(steps).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: '코드 복사' }));
    expect(await screen.findByText('복사했어요.')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(ACTIVATION_CODE);
    expect(screen.getByRole('link', { name: '주문 내역 보기' }).getAttribute('href')).toBe('/usim/list');
    expect(screen.getByRole('link', { name: '홈으로' }).getAttribute('href')).toBe('/main');
  });

  it('says when a parcel is expected and that its tracking number will be texted', async () => {
    writeStored('usimPurchaseKey', PURCHASE_KEY);
    stubCalls({ findUsimPurchase: () => paidParcel() });
    renderComplete();
    const delivery = await screen.findByRole('region', { name: '배송 안내' });
    expect(delivery.textContent).toContain(
      '택배로 보내 드려요. 2026년 11월 27일에서 2026년 11월 30일 사이에 도착할 예정이에요.',
    );
    expect(delivery.textContent).toContain('보내면 택배사와 운송장 번호를 문자로 알려 드려요.');
    expect(screen.getByRole('region', { name: '주문한 내용' }).textContent).toContain(
      '신용·체크카드 · 신한카드 4518-****-****-2580',
    );
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says a rider comes within about two hours', async () => {
    writeStored('usimPurchaseKey', PURCHASE_KEY);
    const parcel = paidParcel();
    stubCalls({
      findUsimPurchase: () => ({
        ...parcel,
        delivery: parcel.delivery === null ? null : { ...parcel.delivery, deliveryType: 'RIDER' as const },
      }),
    });
    renderComplete();
    expect(
      await screen.findByText('바로배송으로 보내 드려요. 결제하고 약 2시간 안에 도착해요.'),
    ).toBeTruthy();
  });

  it('sends to the order history when this device made no order', async () => {
    stubCalls({});
    renderComplete();
    expect(
      await screen.findByRole('heading', { level: 1, name: '주문 내역에서 확인해 주세요' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '주문 내역 보기' }).getAttribute('href')).toBe('/usim/list');
  });

  it('sends to the order history when the key kept is no longer an order', async () => {
    writeStored('usimPurchaseKey', PURCHASE_KEY);
    stubCalls({ findUsimPurchase: () => refusal(4040, '찾을 수 없어요.', 404) });
    renderComplete();
    expect(
      await screen.findByRole('heading', { level: 1, name: '주문 내역에서 확인해 주세요' }),
    ).toBeTruthy();
  });

  it('is in English on an English page', async () => {
    await inEnglish({ catalogs: import.meta.glob<CatalogModule>('../locales/*.ts'), name: 'usim' });
    writeStored('usimPurchaseKey', PURCHASE_KEY);
    stubCalls({ findUsimPurchase: () => paidEsim() });
    renderComplete();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your order is complete' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'eSIM activation QR code' })).toBeTruthy();
    const page = document.body.cloneNode(true);
    if (!(page instanceof HTMLElement)) throw new Error('no page');
    for (const korean of page.querySelectorAll('[lang="ko"]')) korean.remove();
    expect(hangulIn(page.textContent)).toEqual([]);
  });
});
