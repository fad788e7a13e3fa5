import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxGatewayBillingKeys } from '../../db/schema/payment.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The sandbox gateway's checkout at the payment popup's address, as the popup meets it: a page for the
// order, and a form whose answer sends the popup back to our return path with the gateway's word.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const order = {
  orderId: 'PAY-TEST-000001',
  amount: '42770',
  orderName: '2026년 10월 요금',
  payMethod: 'CN',
  returnPath: '/payment/result',
};

const post = (fields: Record<string, string>) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/payment/request',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

const returnedTo = (location: string | undefined) => {
  const url = new URL(location ?? '', 'http://localhost');
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
};

describe('the sandbox checkout', () => {
  it('shows the order, the card companies and a labelled number field, in its own page policy', async () => {
    const response = await testApp.app.inject({
      url: `/api/payment/request?${new URLSearchParams(order).toString()}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body).toContain('<html lang="ko">');
    expect(response.body).toContain('2026년 10월 요금');
    expect(response.body).toContain('42,770원');
    expect(response.body).toContain('<option value="366" lang="ko">신한카드</option>');
    expect(response.body).toContain('<label for="number">카드 번호</label>');
  });

  it('speaks English when the popup asks for it', async () => {
    const response = await testApp.app.inject({
      url: `/api/payment/request?${new URLSearchParams({ ...order, payMethod: 'MC', lang: 'en' }).toString()}`,
    });
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('₩42,770');
    expect(response.body).toContain('<label for="number">Mobile number</label>');
    expect(response.body).not.toContain('corpCode');
  });

  it.each([
    ['a return path on another site', { returnPath: '//evil.example/steal' }],
    ['a return address with a scheme', { returnPath: 'https://evil.example/' }],
    ['an amount of nothing', { amount: '0' }],
    ['a method it does not know', { payMethod: 'BTC' }],
    ['an order name with a line break', { orderName: '요금\n청구' }],
  ])('refuses %s with a page that says so', async (_case, change) => {
    const response = await testApp.app.inject({
      url: `/api/payment/request?${new URLSearchParams({ ...order, ...change }).toString()}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('결제 요청 정보가 올바르지 않아요.');
    // Nothing was authorised or sent back.
    expect(response.headers.location).toBeUndefined();
  });

  it('authorises a card and returns the popup with the paymentKey, the order and the amount', async () => {
    const response = await post({ ...order, corpCode: '366', number: '4518-4200-1234-2580', action: 'pay' });
    expect(response.statusCode).toBe(303);
    const { path, query } = returnedTo(response.headers.location);
    expect(path).toBe('/payment/result');
    expect(Object.keys(query).toSorted()).toEqual(['amount', 'orderId', 'paymentKey']);
    expect(query.paymentKey).toMatch(/^sbx_/);
    expect([query.orderId, query.amount]).toEqual([order.orderId, '42770']);
  });

  it('returns the popup with the decline when the number ends in 1111', async () => {
    const response = await post({
      ...order,
      orderId: 'PAY-TEST-000002',
      corpCode: '366',
      number: '4518420012341111',
      action: 'pay',
    });
    const { path, query } = returnedTo(response.headers.location);
    expect(path).toBe('/payment/result');
    expect([query.code, query.orderId, query.paymentKey]).toEqual(['DECLINED', 'PAY-TEST-000002', undefined]);
    expect(query.message).toContain('승인하지 않았어요');
  });

  it('returns the popup with the payer’s cancel, authorising nothing', async () => {
    const response = await post({ ...order, orderId: 'PAY-TEST-000003', action: 'cancel' });
    expect(returnedTo(response.headers.location)).toEqual({
      path: '/payment/result',
      query: { code: 'USER_CANCEL', message: '결제를 취소했어요.', orderId: 'PAY-TEST-000003' },
    });
  });

  it('is not a call of the API reference', async () => {
    const response = await testApp.app.inject({ url: '/api/openapi.json' });
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths.some((path) => path.startsWith('/api/payment/request'))).toBe(false);
  });
});

describe('the sandbox billing-auth window', () => {
  const billing = {
    customerKey: 'BA-100000000001',
    payMethod: 'RA',
    returnPath: '/payment/billing-result',
  };
  const postBilling = (fields: Record<string, string>) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/payment/request/billing',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  it('asks for the bank, the account and its holder, each field labelled', async () => {
    const response = await testApp.app.inject({
      url: `/api/payment/request/billing?${new URLSearchParams(billing).toString()}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('테스트 자동결제 등록');
    expect(response.body).toContain('<label for="corpCode">은행</label>');
    expect(response.body).toContain('<label for="number">계좌 번호</label>');
    expect(response.body).toContain('<label for="holderName">명의자 이름</label>');
    expect(response.body).toContain('<label for="holderBirth">명의자 생년월일</label>');
  });

  it('returns the popup with an authKey the gateway exchanges for a billing key with the holder', async () => {
    const response = await postBilling({
      ...billing,
      corpCode: '004',
      number: '123456789012',
      holderName: '홍길동',
      holderBirth: '1990-03-15',
      action: 'register',
    });
    expect(response.statusCode).toBe(303);
    const { path, query } = returnedTo(response.headers.location);
    expect(path).toBe('/payment/billing-result');
    expect(query.customerKey).toBe('BA-100000000001');
    // The gateway keeps the account masked, with the holder the bank confirmed, until the key is issued.
    const [kept] = await testApp.database.db
      .select()
      .from(sandboxGatewayBillingKeys)
      .where(eq(sandboxGatewayBillingKeys.authKey, query.authKey ?? ''));
    expect(kept).toMatchObject({
      customerKey: 'BA-100000000001',
      payMethod: 'RA',
      maskedNumber: '********9012',
      holderName: '홍길동',
      holderBirth: '1990-03-15',
      billingKey: null,
    });
  });

  it.each([
    ['a refused test account', { number: '123456781111' }, 'DECLINED'],
    ['no holder', { holderName: '' }, 'DECLINED'],
    ['a cancel', { action: 'cancel' }, 'USER_CANCEL'],
  ])('returns %s with its code and no authKey', async (_case, change, code) => {
    const response = await postBilling({
      ...billing,
      corpCode: '004',
      number: '123456789012',
      holderName: '홍길동',
      holderBirth: '1990-03-15',
      action: 'register',
      ...change,
    });
    const { query } = returnedTo(response.headers.location);
    expect(query.code).toBe(code);
    expect(query.authKey).toBeUndefined();
  });

  it('refuses a return path on another site', async () => {
    const response = await testApp.app.inject({
      url: `/api/payment/request/billing?${new URLSearchParams({ ...billing, returnPath: '//evil.example/' }).toString()}`,
    });
    expect(response.statusCode).toBe(400);
  });
});
