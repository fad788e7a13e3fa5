import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MarketingConsent } from '@mvno/contract';
import type { CatalogModule } from '../../../shared/i18n/page-locale.ts';
import { renderAppRoutes } from '../../../test/app-router.tsx';
import { hangulIn, inEnglish } from '../../../test/english.ts';
import { loggedInAt } from '../../../test/login-user.ts';
import { stubCalls as stubEveryCall, type CallStubs } from '../../../test/stub-calls.ts';
import MarketingPage from './marketing-page.tsx';

loggedInAt('2026-11-27T10:00:00+09:00');

const stubCalls = (stubs: CallStubs) =>
  stubEveryCall({ findMaintenanceWindows: () => ({ list: [], totalCount: 0 }), ...stubs });

const consent: MarketingConsent = {
  channels: [
    { channel: 'SMS', isAgreed: true, changedAt: '2025-03-02T10:00:00.000+09:00' },
    { channel: 'EMAIL', isAgreed: true, changedAt: '2025-03-02T10:00:00.000+09:00' },
    { channel: 'PUSH', isAgreed: false, changedAt: null },
  ],
};

const renderMarketing = () =>
  renderAppRoutes('/my-page/my-info/marketing', { '/my-page/my-info/marketing': MarketingPage });

describe('/my-page/my-info/marketing', () => {
  it('shows each channel with when it was agreed, and saves a change once', async () => {
    const requests = stubCalls({
      findMarketingConsent: () => consent,
      changeMarketingConsent: () => ({
        channels: [
          consent.channels[0]!,
          { channel: 'EMAIL', isAgreed: false, changedAt: '2026-11-27T10:00:00.000+09:00' },
          consent.channels[2]!,
        ],
      }),
    });
    renderMarketing();

    const email = await screen.findByRole('checkbox', { name: '이메일' });
    expect(email).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: '앱 알림' })).toHaveProperty('checked', false);
    expect(email.getAttribute('aria-describedby')).toBe('consent-EMAIL');
    expect(document.getElementById('consent-EMAIL')?.textContent).toBe('2025년 3월 2일에 동의했어요');
    expect(document.getElementById('consent-PUSH')?.textContent).toBe('동의한 적 없어요');
    const save = screen.getByRole('button', { name: '저장하기' });
    expect(save).toHaveProperty('disabled', true);

    await userEvent.click(email);
    await userEvent.click(save);
    expect(await screen.findByText('저장했어요. 처리 결과를 문자로 보내 드렸어요.')).toBeTruthy();
    const changed = requests.filter((request) => request.call === 'changeMarketingConsent');
    expect(changed).toHaveLength(1);
    expect(JSON.parse(changed[0]?.body ?? '')).toEqual({ SMS: true, EMAIL: false, PUSH: false });
    expect(changed[0]?.headers['idempotency-key']).toBeTruthy();
    await waitFor(() =>
      expect(document.getElementById('consent-EMAIL')?.textContent).toBe('2026년 11월 27일에 거부했어요'),
    );
    expect(screen.getByRole('button', { name: '저장하기' })).toHaveProperty('disabled', true);
  });

  it('is in English on an English page', async () => {
    await inEnglish({ catalogs: import.meta.glob<CatalogModule>('../locales/*.ts'), name: 'my-page' });
    stubCalls({ findMarketingConsent: () => consent });
    renderMarketing();
    expect(await screen.findByRole('checkbox', { name: 'App notifications' })).toBeTruthy();
    expect(hangulIn(document.body.textContent)).toEqual([]);
  });
});
