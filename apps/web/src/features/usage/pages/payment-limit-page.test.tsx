import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { resultCodes, type PaymentAgreement, type PaymentLimit } from '@mvno/contract';
import type { CatalogModule } from '../../../shared/i18n/page-locale.ts';
import { renderAppRoutes } from '../../../test/app-router.tsx';
import { hangulIn, inEnglish } from '../../../test/english.ts';
import { loggedInAt } from '../../../test/login-user.ts';
import { refusal, stubCalls, type CallStubs } from '../../../test/stub-calls.ts';
import PaymentBlockAuthPage from './payment-block-auth-page.tsx';
import PaymentBlockPage from './payment-block-page.tsx';
import PaymentLimitPage from './payment-limit-page.tsx';
import PaymentLimitSuccessPage from './payment-limit-success-page.tsx';

loggedInAt('2026-11-27T10:00:00+09:00');

const limitOf = (monthlyLimit: number): PaymentLimit => ({
  monthlyLimit,
  usedAmount: 32_000,
  remainingAmount: Math.max(0, monthlyLimit - 32_000),
  maxLimit: 1_000_000,
  history: [
    { monthlyLimit, changedAt: '2026-10-05T14:20:00.000+09:00' },
    { monthlyLimit: 300_000, changedAt: '2025-03-02T10:00:00.000+09:00' },
  ],
});

const stubs = (overrides: CallStubs): CallStubs => ({
  findMaintenanceWindows: () => ({ list: [], totalCount: 0 }),
  ...overrides,
});

const screens = {
  '/my-page/payment/limit': PaymentLimitPage,
  '/my-page/payment/limit/success': PaymentLimitSuccessPage,
  '/my-page/payment/block': PaymentBlockPage,
  '/my-page/payment/block/auth': PaymentBlockAuthPage,
  '/my-page/payment/block/success': PaymentLimitSuccessPage,
};

const reauthRequired = () =>
  refusal(resultCodes.reauthRequired, '안전을 위해 본인인지 한 번 더 확인해 주세요.', 403);

describe('/my-page/payment/limit', () => {
  it('lowers the limit at once, with the key of the change', async () => {
    const requests = stubCalls(
      stubs({ findPaymentLimit: () => limitOf(100_000), changePaymentLimit: () => limitOf(50_000) }),
    );
    renderAppRoutes('/my-page/payment/limit', screens);
    const current = await screen.findByRole('radio', { name: /100,000원/ });
    expect(current).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: '한도 바꾸기' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('radio', { name: '50,000원' }));
    await userEvent.click(screen.getByRole('button', { name: '한도 바꾸기' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '한도를 50,000원으로 바꿨어요' }),
    ).toBeTruthy();
    const changed = requests.filter(({ call }) => call === 'changePaymentLimit');
    expect(changed.map(({ body }) => JSON.parse(body) as unknown)).toEqual([{ monthlyLimit: 50_000 }]);
    expect(changed[0]?.headers['idempotency-key']).toBeTruthy();
  });

  it('raises it after the password is confirmed, sending the same change again with the same key', async () => {
    let tries = 0;
    const requests = stubCalls(
      stubs({
        findPaymentLimit: () => limitOf(100_000),
        changePaymentLimit: () => ((tries += 1) === 1 ? reauthRequired() : limitOf(300_000)),
        reauthenticate: () => ({ reauthenticatedUntil: '2026-11-27T10:05:00.000+09:00' }),
      }),
    );
    renderAppRoutes('/my-page/payment/limit', screens);
    await userEvent.click(await screen.findByRole('radio', { name: '300,000원' }));
    await userEvent.click(screen.getByRole('button', { name: '비밀번호 확인하고 한도 올리기' }));
    await userEvent.type(await screen.findByLabelText('비밀번호'), 'Gildong#2580');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '한도를 300,000원으로 바꿨어요' }),
    ).toBeTruthy();
    const changed = requests.filter(({ call }) => call === 'changePaymentLimit');
    expect(changed).toHaveLength(2);
    expect(changed[1]?.headers['idempotency-key']).toBe(changed[0]?.headers['idempotency-key']);
  });

  it('sends a blocked line to lift the block first', async () => {
    stubCalls(stubs({ findPaymentLimit: () => limitOf(0) }));
    renderAppRoutes('/my-page/payment/limit', screens);
    expect(await screen.findByRole('heading', { name: '소액결제를 막아 두었어요' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '소액결제 차단 설정' }).getAttribute('href')).toBe(
      '/my-page/payment/block',
    );
  });

  it('is in English on an English page', async () => {
    await inEnglish({ catalogs: import.meta.glob<CatalogModule>('../locales/*.ts'), name: 'usage' });
    stubCalls(stubs({ findPaymentLimit: () => limitOf(100_000) }));
    renderAppRoutes('/my-page/payment/limit', screens);
    expect(await screen.findByRole('button', { name: 'Change limit' })).toBeTruthy();
    expect(hangulIn(document.body.textContent)).toEqual([]);
  });
});

describe('/my-page/payment/block', () => {
  const allowed: PaymentAgreement = { isAllowed: true, changedAt: '2026-10-05T14:20:00.000+09:00' };
  const blocked: PaymentAgreement = { isAllowed: false, changedAt: '2026-11-27T10:00:00.000+09:00' };

  it('blocks at once', async () => {
    const requests = stubCalls(
      stubs({ findPaymentAgreement: () => allowed, changePaymentAgreement: () => blocked }),
    );
    renderAppRoutes('/my-page/payment/block', screens);
    await userEvent.click(await screen.findByRole('button', { name: '소액결제 막기' }));
    expect(await screen.findByRole('heading', { level: 1, name: '소액결제를 막았어요' })).toBeTruthy();
    const changed = requests.filter(({ call }) => call === 'changePaymentAgreement');
    expect(changed.map(({ body }) => JSON.parse(body) as unknown)).toEqual([{ isAllowed: false }]);
  });

  it('lifts a block after the password, back at the limit before it', async () => {
    let tries = 0;
    let limit = limitOf(0);
    stubCalls(
      stubs({
        findPaymentAgreement: () => blocked,
        findPaymentLimit: () => limit,
        changePaymentAgreement: () => {
          if ((tries += 1) === 1) return reauthRequired();
          limit = limitOf(300_000);
          return allowed;
        },
        reauthenticate: () => ({ reauthenticatedUntil: '2026-11-27T10:05:00.000+09:00' }),
      }),
    );
    renderAppRoutes('/my-page/payment/block', screens);
    await userEvent.click(await screen.findByRole('link', { name: '차단 풀기' }));
    expect(await screen.findByText(/풀면 한 달에 300,000원까지 결제할 수 있어요/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '본인 확인하고 차단 풀기' }));
    await userEvent.type(await screen.findByLabelText('비밀번호'), 'Gildong#2580');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('소액결제를 다시 쓸 수 있어요'),
    );
  });
});
