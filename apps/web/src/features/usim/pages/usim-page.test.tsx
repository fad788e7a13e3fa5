import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eidWithCheckDigits, messages, resultCodes, textOf, type UsimPurchaseRequest } from '@mvno/contract';
import type { CatalogModule } from '../../../shared/i18n/page-locale.ts';
import { readStored } from '../../../shared/storage/encrypted-storage.ts';
import { renderAppRoutes } from '../../../test/app-router.tsx';
import { reportPayment, stubWindow } from '../../../test/popup-window.ts';
import { hangulIn, inEnglish } from '../../../test/english.ts';
import { refusal, stubCalls as stubEveryCall, type CallStubs } from '../../../test/stub-calls.ts';
import { CHECKOUT, ORDER_ID, orderOf, paidParcel, PURCHASE_KEY, timeCheck } from '../test-fixtures.ts';
import UsimCompletePage from './usim-complete-page.tsx';
import UsimPage from './usim-page.tsx';

/** The postcode search as the page sees it: a frame of Kakao's, here a button that picks 세종대로 110. */
vi.mock('react-daum-postcode', () => ({
  loadPostcode: () => Promise.resolve(),
  KakaoPostcodeEmbed: ({ onComplete }: { onComplete?: (address: Record<string, string>) => void }) => (
    <button
      type="button"
      onClick={() =>
        onComplete?.({
          zonecode: '04524',
          address: '서울 중구 세종대로 110',
          roadAddress: '서울특별시 중구 세종대로 110',
          autoRoadAddress: '',
          jibunAddress: '서울특별시 중구 태평로1가 31',
          autoJibunAddress: '',
          buildingName: '서울특별시청',
        })
      }
    >
      세종대로 110 선택
    </button>
  ),
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

const AUTH_KEY = 'usim-phone-auth-key-0000000000000000';
const EID = eidWithCheckDigits('890490320000000000000000001234');

const stubCalls = (stubs: CallStubs) =>
  stubEveryCall({
    findMaintenanceWindows: () => ({ list: [], totalCount: 0 }),
    checkUsimTime: () => timeCheck(),
    sendPhoneAuth: () => ({
      expiresAt: new Date(Date.now() + 180_000).toISOString(),
      resendAvailableAt: new Date(Date.now() + 60_000).toISOString(),
    }),
    checkPhoneAuth: () => ({ authKey: AUTH_KEY, expiresAt: new Date(Date.now() + 600_000).toISOString() }),
    ...stubs,
  });

const renderOrder = () => renderAppRoutes('/usim', { '/usim': UsimPage, '/usim/complete': UsimCompletePage });

const orderedBody = (requests: ReturnType<typeof stubCalls>): UsimPurchaseRequest | undefined => {
  const ordered = requests.find((request) => request.call === 'requestUsimPurchase');
  return ordered === undefined ? undefined : (JSON.parse(ordered.body) as UsimPurchaseRequest);
};

async function fillDelivery() {
  await userEvent.type(await screen.findByRole('textbox', { name: '받는 분 이름' }), '이민준');
  await userEvent.click(screen.getByRole('button', { name: '주소 검색' }));
  await userEvent.click(await screen.findByRole('button', { name: '세종대로 110 선택' }));
  expect(screen.getByRole('textbox', { name: '주소' })).toHaveProperty(
    'value',
    '서울특별시 중구 세종대로 110',
  );
  expect(screen.getByText('우편번호 04524')).toBeTruthy();
  await userEvent.type(screen.getByRole('textbox', { name: '상세 주소' }), '12층');
}

async function verifyPhone() {
  await userEvent.type(screen.getByRole('textbox', { name: '휴대폰 번호' }), '01098765432');
  await userEvent.click(screen.getByRole('button', { name: '인증번호 받기' }));
  await userEvent.type(await screen.findByRole('textbox', { name: '인증번호' }), '123456');
  await userEvent.click(screen.getByRole('button', { name: '인증하기' }));
  expect(await screen.findByText('010-9876-5432 번호를 인증했어요.')).toBeTruthy();
}

/** One NFC SIM by parcel, ordered and sent to the payment window (opened blank, then at the checkout). */
async function orderOneNfc(open: ReturnType<typeof stubWindow>['open']) {
  renderOrder();
  await userEvent.click(await screen.findByRole('radio', { name: /^NFC 유심/ }));
  await fillDelivery();
  await agreeToAll();
  await verifyPhone();
  await userEvent.click(screen.getByRole('button', { name: '4,400원 결제하기' }));
  await waitFor(() => expect(open).toHaveBeenCalledTimes(2));
}

async function agreeToAll() {
  const all = screen.getByRole('checkbox', { name: '전체 동의' });
  await userEvent.click(all);
  expect(all).toHaveProperty('checked', true);
  for (const consent of [
    '[필수] 유심 구매 약관',
    '[필수] 개인정보 수집·이용 동의',
    '[선택] 마케팅 정보 수신 동의',
  ])
    expect(screen.getByRole('checkbox', { name: consent })).toHaveProperty('checked', true);
}

describe('/usim', () => {
  it('offers the kinds in order with what each is for and its price, a free SIM first', async () => {
    stubCalls({});
    renderOrder();
    const kinds = within(await screen.findByRole('group', { name: '어떤 유심이 필요하세요?' })).getAllByRole(
      'radio',
    );
    expect(kinds.map((kind) => kind.closest('label')?.textContent)).toEqual([
      '일반 유심휴대폰만 쓰면 충분해요.무료',
      'NFC 유심교통카드(티머니)를 휴대폰으로 써요.4,400원',
      '원칩 유심교통카드와 모바일 신용카드를 유심 하나로 써요.8,800원',
      'eSIM배송 없이 휴대폰에 내려받아요. eSIM을 지원하는 휴대폰만 쓸 수 있어요.2,200원',
    ]);
    expect(kinds[0]).toHaveProperty('checked', true);
    // Each named by its kind alone, what it is for and its price describing it.
    expect(screen.getByRole('radio', { name: 'NFC 유심' })).toBe(kinds[1]);
    expect(
      kinds[1]
        ?.getAttribute('aria-describedby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent),
    ).toEqual(['교통카드(티머니)를 휴대폰으로 써요.', '4,400원']);
    expect(screen.getByRole('button', { name: '주문하기' })).toBeTruthy();
    // A parcel paid now, by the server's clock.
    expect(await screen.findByText('2026년 11월 27일 ~ 2026년 11월 30일 도착 예정')).toBeTruthy();
    expect(screen.queryByRole('group', { name: '결제 수단' })).toBeNull();
  });

  it('orders a free SIM without a payment window and shows it on /usim/complete', async () => {
    const { open } = stubWindow();
    const requests = stubCalls({
      requestUsimPurchase: () => orderOf(0),
      findUsimPurchase: () =>
        paidParcel({ usimKind: 'NORMAL', quantity: 1, amount: 0, orderName: '일반 유심', payment: null }),
    });
    renderOrder();
    await fillDelivery();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: '배송 메모' }),
      '경비실에 맡겨 주세요.',
    );
    await agreeToAll();
    await verifyPhone();
    await userEvent.click(screen.getByRole('button', { name: '주문하기' }));

    expect(await screen.findByRole('heading', { level: 1, name: '주문을 마쳤어요' })).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
    expect(orderedBody(requests)).toEqual({
      authKey: AUTH_KEY,
      buyerPhone: '01098765432',
      usimKind: 'NORMAL',
      quantity: 1,
      delivery: {
        recipientName: '이민준',
        postcode: '04524',
        address: '서울특별시 중구 세종대로 110',
        detailAddress: '12층',
        deliveryType: 'BASIC',
        deliveryNote: '경비실에 맡겨 주세요.',
      },
      device: null,
      agreements: { usimPurchase: true, privacy: true, marketing: true },
      payMethod: 'CN',
    });
    const ordered = requests.find((request) => request.call === 'requestUsimPurchase');
    expect(ordered?.headers['idempotency-key']).toMatch(/.{16,}/);
    expect(readStored('usimPurchaseKey')).toBe(PURCHASE_KEY);
    expect(readStored('usimPurchaseNo')).toBe(41);
    const found = requests.find((request) => request.call === 'findUsimPurchase');
    expect(found?.path).toBe(`/usim/purchase/${PURCHASE_KEY}`);
    expect(screen.getByText('일반 유심 × 1')).toBeTruthy();
  });

  it('pays two NFC SIMs in the payment window and confirms what it reports, with the order’s key', async () => {
    const { open } = stubWindow();
    const requests = stubCalls({
      requestUsimPurchase: () => orderOf(8_800),
      confirmUsimPurchase: () => paidParcel(),
    });
    renderOrder();
    await userEvent.click(await screen.findByRole('radio', { name: /^NFC 유심/ }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '수량' }), '2개');
    await fillDelivery();
    await agreeToAll();
    expect(screen.getByRole('radio', { name: '신용·체크카드' })).toHaveProperty('checked', true);
    await verifyPhone();
    await userEvent.click(screen.getByRole('button', { name: '8,800원 결제하기' }));

    await waitFor(() => expect(open).toHaveBeenCalledTimes(2));
    expect(open.mock.calls[0]?.[0]).toBe('');
    expect(open.mock.calls[1]?.[0]).toBe(CHECKOUT);
    expect(orderedBody(requests)).toMatchObject({ usimKind: 'NFC', quantity: 2, payMethod: 'CN' });
    expect(
      await screen.findByText(
        '결제창에서 결제를 진행해 주세요. 결제창을 닫으면 여기서 다시 결제할 수 있어요.',
      ),
    ).toBeTruthy();

    await reportPayment({ paymentKey: 'sbx_key_1', orderId: ORDER_ID, amount: '8800' });
    expect(await screen.findByRole('heading', { level: 1, name: '주문을 마쳤어요' })).toBeTruthy();
    const confirmed = requests.find((request) => request.call === 'confirmUsimPurchase');
    expect(confirmed?.path).toBe(`/usim/purchase/${PURCHASE_KEY}`);
    expect(JSON.parse(confirmed?.body ?? '')).toEqual({
      orderId: ORDER_ID,
      paymentKey: 'sbx_key_1',
      amount: 8_800,
    });
    expect(confirmed?.headers['idempotency-key']).toBeTruthy();
    // The confirm's answer is the order shown: it is not asked for again.
    expect(requests.some((request) => request.call === 'findUsimPurchase')).toBe(false);
    expect(screen.getByText('NFC 유심 × 2')).toBeTruthy();
    expect(screen.getByText(/2026년 11월 27일에서 2026년 11월 30일 사이에 도착할 예정이에요/)).toBeTruthy();
  });

  it('pays the same order again after the card is declined, without ordering anew', async () => {
    const { open } = stubWindow();
    const requests = stubCalls({ requestUsimPurchase: () => orderOf(4_400) });
    await orderOneNfc(open);

    await reportPayment({ code: 'DECLINED', orderId: ORDER_ID });
    expect(await screen.findByText(/카드사나 은행에서 결제를 승인하지 않았어요/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    await userEvent.click(screen.getByRole('button', { name: '4,400원 결제하기' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(4));
    expect(open.mock.calls[3]?.[0]).toBe(CHECKOUT);
    expect(requests.filter((request) => request.call === 'requestUsimPurchase')).toHaveLength(1);
  });

  it('pays the same order by phone after the card was declined at the confirm, by a new payment order', async () => {
    const { open } = stubWindow();
    const retried = {
      ...orderOf(4_400),
      payment: {
        orderId: 'PAY-ZyXwVuTsRqPoNmLkJiHg',
        payMethod: 'MC' as const,
        checkoutAddress: `${CHECKOUT}2`,
      },
    };
    const requests = stubCalls({
      requestUsimPurchase: () => orderOf(4_400),
      confirmUsimPurchase: () => refusal(resultCodes.businessFailure, textOf(messages.paymentDeclined)),
      retryUsimPayment: () => retried,
    });
    await orderOneNfc(open);
    await reportPayment({ paymentKey: 'sbx_key_1', orderId: ORDER_ID, amount: '4400' });
    expect(await screen.findByText(textOf(messages.paymentDeclined))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '확인' }));

    await userEvent.click(screen.getByRole('radio', { name: '휴대폰 결제' }));
    await userEvent.click(screen.getByRole('button', { name: '4,400원 결제하기' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(4));
    expect(open.mock.calls[3]?.[0]).toBe(`${CHECKOUT}2`);
    const again = requests.find((request) => request.call === 'retryUsimPayment');
    expect(again?.path).toBe(`/usim/purchase/${PURCHASE_KEY}/payment`);
    expect(JSON.parse(again?.body ?? '')).toEqual({ payMethod: 'MC' });
    expect(again?.headers['idempotency-key']).toMatch(/.{16,}/);
    expect(requests.filter((request) => request.call === 'requestUsimPurchase')).toHaveLength(1);
  });

  it('refuses an order without the required consents, and one whose number is not verified', async () => {
    const { open } = stubWindow();
    const requests = stubCalls({});
    renderOrder();
    await fillDelivery();
    await userEvent.click(screen.getByRole('checkbox', { name: '[선택] 마케팅 정보 수신 동의' }));
    await userEvent.click(screen.getByRole('button', { name: '주문하기' }));

    expect(await screen.findByText('유심 구매 약관과 개인정보 수집·이용에 동의해 주세요.')).toBeTruthy();
    expect(screen.getByText('주문하는 분의 휴대폰 번호를 문자로 인증해 주세요.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: '[필수] 유심 구매 약관' }));

    await userEvent.click(screen.getByRole('checkbox', { name: '[필수] 유심 구매 약관' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '[필수] 개인정보 수집·이용 동의' }));
    await userEvent.click(screen.getByRole('button', { name: '주문하기' }));
    // What is left is the number: the buyer is taken to it.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '휴대폰 번호' })),
    );
    expect(requests.some((request) => request.call === 'requestUsimPurchase')).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });

  it('refuses an eSIM for an EID that is not one, as the contract words it', async () => {
    const { open } = stubWindow();
    const requests = stubCalls({});
    renderOrder();
    await userEvent.click(await screen.findByRole('radio', { name: /^eSIM/ }));
    expect(screen.queryByRole('textbox', { name: '받는 분 이름' })).toBeNull();
    expect(screen.getByText('eSIM은 휴대폰 한 대에 하나씩 주문할 수 있어요.')).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '제조사' }), '삼성 갤럭시');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '모델' }), 'Galaxy S25');
    await userEvent.type(screen.getByRole('textbox', { name: 'EID' }), EID.slice(0, 31));
    await agreeToAll();
    await userEvent.click(screen.getByRole('button', { name: '2,200원 결제하기' }));

    expect(
      await screen.findByText(
        'EID를 다시 확인해 주세요. 휴대폰 설정에 나오는 89로 시작하는 32자리 숫자예요.',
      ),
    ).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'EID' }));
    expect(requests.some((request) => request.call === 'requestUsimPurchase')).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });

  it('orders an eSIM for a phone on the list, with its EID and no delivery', async () => {
    stubWindow();
    const requests = stubCalls({ requestUsimPurchase: () => orderOf(2_200) });
    renderOrder();
    await userEvent.click(await screen.findByRole('radio', { name: /^eSIM/ }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '제조사' }), '애플 아이폰');
    expect(screen.queryByRole('option', { name: 'Galaxy S25' })).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '모델' }), 'iPhone 16');
    await userEvent.type(screen.getByRole('textbox', { name: 'EID' }), EID);
    await agreeToAll();
    await verifyPhone();
    await userEvent.click(screen.getByRole('button', { name: '2,200원 결제하기' }));
    await waitFor(() => expect(orderedBody(requests)).toBeDefined());
    expect(orderedBody(requests)).toMatchObject({
      usimKind: 'ESIM',
      quantity: 1,
      delivery: null,
      device: { modelCode: 'IPHONE-16', eid: EID },
    });
  });

  it('offers a SIM card when the phone is not on the list of eSIM phones', async () => {
    stubCalls({});
    renderOrder();
    await userEvent.click(await screen.findByRole('radio', { name: /^eSIM/ }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '모델' }), '목록에 없어요');
    const refusalBox = screen.getByRole('alert');
    expect(refusalBox.textContent).toContain('이 휴대폰은 eSIM을 쓸 수 없어요. 유심으로 주문해 주세요.');
    expect(screen.queryByRole('textbox', { name: 'EID' })).toBeNull();

    await userEvent.click(within(refusalBox).getByRole('button', { name: '일반 유심으로 주문하기' }));
    expect(screen.getByRole('radio', { name: /^일반 유심/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('textbox', { name: '받는 분 이름' })).toBeTruthy();
  });

  it('says when a rider cannot come, and that a phone payment is refunded to a bank after its month', async () => {
    stubCalls({
      checkUsimTime: () =>
        timeCheck({
          isRiderOpen: false,
          riderRefusal: '바로배송은 평일 09:00~16:00에만 주문할 수 있어요. 지금은 택배로 주문해 주세요.',
        }),
    });
    renderOrder();
    expect(await screen.findByText(/평일 09:00~16:00에만 주문할 수 있어요/)).toBeTruthy();
    expect(screen.getByRole('radio', { name: /^바로배송/ })).toHaveProperty('disabled', true);
    expect(screen.getByRole('radio', { name: '택배' })).toHaveProperty('checked', true);

    await userEvent.click(screen.getByRole('radio', { name: /^원칩 유심/ }));
    await userEvent.click(screen.getByRole('radio', { name: '휴대폰 결제' }));
    expect(screen.getByRole('note').textContent).toBe(
      '휴대폰 결제는 결제한 달 안에만 취소할 수 있어요. 달이 지나면 계좌로 환불해 드려요.',
    );
  });

  it('asks for the number again when the server says its proof is spent', async () => {
    stubWindow();
    stubCalls({
      requestUsimPurchase: () =>
        refusal(2, '휴대폰 인증 정보가 없거나 만료되었습니다. 휴대폰 인증을 다시 진행해 주세요.'),
    });
    renderOrder();
    await fillDelivery();
    await agreeToAll();
    await verifyPhone();
    await userEvent.click(screen.getByRole('button', { name: '주문하기' }));
    expect(await screen.findByText(/휴대폰 인증 정보가 없거나 만료되었습니다/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '인증번호 받기' })).toBeTruthy();
  });

  it('is in English on an English page', async () => {
    await inEnglish({ catalogs: import.meta.glob<CatalogModule>('../locales/*.ts'), name: 'usim' });
    stubCalls({});
    renderOrder();
    expect(await screen.findByRole('radio', { name: /^Standard SIM/ })).toBeTruthy();
    expect(await screen.findByText('Arriving 27 Nov 2026 ~ 30 Nov 2026')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: /^eSIM/ }));
    await userEvent.click(screen.getByRole('radio', { name: /^NFC SIM/ }));
    // The rider districts too, as English addresses write them.
    expect(screen.getByText(/^Same-day rider areas: Seoul: Gangnam-gu, Jung-gu$/)).toBeTruthy();
    expect(hangulIn(document.body.textContent)).toEqual([]);
  });
});
