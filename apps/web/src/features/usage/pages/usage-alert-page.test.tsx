import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UsageAlertSettings } from '@mvno/contract';
import type { CatalogModule } from '../../../shared/i18n/page-locale.ts';
import { renderAppRoutes } from '../../../test/app-router.tsx';
import { hangulIn, inEnglish } from '../../../test/english.ts';
import { loggedInAt } from '../../../test/login-user.ts';
import { stubCalls, type CallStubs } from '../../../test/stub-calls.ts';
import UsageAlertPage from './usage-alert-page.tsx';

loggedInAt('2026-11-27T10:00:00+09:00');

const settingsOf = (fields: Partial<UsageAlertSettings> = {}): UsageAlertSettings => ({
  userLineNo: 3,
  serviceNumber: '01036902468',
  period: '2026-11',
  isDataUnlimited: false,
  dataAlertPercents: [80],
  dataUsedPercent: 83,
  alertedPercents: [80],
  spendingCap: null,
  overageAmount: 0,
  capReachedAt: null,
  ...fields,
});

const stubs = (overrides: CallStubs): CallStubs => ({
  findMaintenanceWindows: () => ({ list: [], totalCount: 0 }),
  findUsageAlert: () => settingsOf(),
  ...overrides,
});
const screens = { '/my-page/usage/alert': UsageAlertPage };

describe('/my-page/usage/alert', () => {
  it('shows the month so far, and saves the alerts and the cap chosen with a key', async () => {
    const requests = stubCalls(
      stubs({ changeUsageAlert: () => settingsOf({ dataAlertPercents: [50, 80], spendingCap: 10_000 }) }),
    );
    renderAppRoutes('/my-page/usage/alert', screens);
    expect(await screen.findByText(/데이터를 83% 썼어요/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '저장하기' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('checkbox', { name: '50%' }));
    await userEvent.click(screen.getByRole('radio', { name: '10,000원' }));
    await userEvent.click(screen.getByRole('button', { name: '저장하기' }));
    expect(await screen.findByText('알림과 요금 상한을 저장했어요.')).toBeTruthy();
    const sent = requests.filter(({ call }) => call === 'changeUsageAlert');
    expect(sent.map(({ body }) => JSON.parse(body) as unknown)).toEqual([
      { dataAlertPercents: [50, 80], spendingCap: 10_000 },
    ]);
    expect(sent[0]?.headers['idempotency-key']).toBeTruthy();
  });

  it('says when the cap was reached, and offers no data alert on unlimited data', async () => {
    stubCalls(
      stubs({
        findUsageAlert: () =>
          settingsOf({
            isDataUnlimited: true,
            dataUsedPercent: null,
            dataAlertPercents: [],
            alertedPercents: [],
            spendingCap: 5_000,
            overageAmount: 5_000,
            capReachedAt: '2026-11-26T21:40:00.000+09:00',
          }),
      }),
    );
    renderAppRoutes('/my-page/usage/alert', screens);
    expect(await screen.findByText(/2026년 11월 26일 21:40에 상한에 닿아서/)).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('is in English on an English page', async () => {
    await inEnglish({ catalogs: import.meta.glob<CatalogModule>('../locales/*.ts'), name: 'usage' });
    stubCalls(stubs({}));
    renderAppRoutes('/my-page/usage/alert', screens);
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
    expect(hangulIn(document.body.textContent)).toEqual([]);
  });
});
