import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, resultCodes, textOf, type NumberSearch } from '@mvno/contract';
import type { CatalogModule } from '../../../shared/i18n/page-locale.ts';
import { renderAppRoutes } from '../../../test/app-router.tsx';
import { hangulIn, inEnglish } from '../../../test/english.ts';
import { encryptedLoginUserOf, loggedInAt } from '../../../test/login-user.ts';
import { refusal, stubCalls, type CallStubs } from '../../../test/stub-calls.ts';
import NumberChangePage from './number-change-page.tsx';
import NumberChangeSuccessPage from './number-change-success-page.tsx';

// Changing the number of the line in use (홍길동, 010-2580-1234) on Friday 27 November 2026, against stubs.
loggedInAt('2026-11-27T10:00:00+09:00');

const searchOf = (lastFour: string, fields: Partial<NumberSearch> = {}): NumberSearch => ({
  userLineNo: 11,
  serviceNumber: '01025801234',
  refusal: null,
  feeAmount: 1_100,
  list: [{ serviceNumber: `0103141${lastFour}` }, { serviceNumber: `0105926${lastFour}` }],
  ...fields,
});

const stubs = (overrides: CallStubs): CallStubs => ({
  findMaintenanceWindows: () => ({ list: [], totalCount: 0 }),
  searchNumbers: ({ query }) => searchOf(query.get('lastFour') ?? ''),
  ...overrides,
});
const screens = {
  '/my-page/my-info/service/number': NumberChangePage,
  '/my-page/my-info/service/number/success': NumberChangeSuccessPage,
};
const reauthRequired = () =>
  refusal(resultCodes.reauthRequired, '안전을 위해 본인인지 한 번 더 확인해 주세요.', 403);

describe('/my-page/my-info/service/number', () => {
  it('offers numbers ending as the number now, searches other digits, and changes after the password', async () => {
    let tries = 0;
    const requests = stubCalls(
      stubs({
        reserveNumber: () => ({
          reservationId: 'NUM-aaaaaaaaaaaaaaaa',
          serviceNumber: '01059262580',
          expiresAt: '2026-11-27T10:10:00.000+09:00',
        }),
        changeNumber: () =>
          (tries += 1) === 1
            ? reauthRequired()
            : {
                userLineNo: 11,
                oldNumber: '01025801234',
                serviceNumber: '01059262580',
                changedOn: '2026-11-27',
                feeAmount: 1_100,
              },
        reauthenticate: () => ({ reauthenticatedUntil: '2026-11-27T10:05:00.000+09:00' }),
        findLoginUser: async () => encryptedLoginUserOf('token-1'),
      }),
    );
    renderAppRoutes('/my-page/my-info/service/number', screens);
    expect(await screen.findByRole('radio', { name: '010-3141-1234' })).toBeTruthy();
    const field = screen.getByLabelText('끝 번호 4자리');
    await userEvent.clear(field);
    await userEvent.type(field, '25a');
    await userEvent.click(screen.getByRole('button', { name: '빈 번호 찾기' }));
    expect(await screen.findByText(textOf(messages.numberLastFourInvalid))).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, '2580');
    await userEvent.click(screen.getByRole('button', { name: '빈 번호 찾기' }));
    await userEvent.click(await screen.findByRole('radio', { name: '010-5926-2580' }));
    await userEvent.click(screen.getByRole('button', { name: '이 번호로 바꾸기' }));
    await userEvent.type(await screen.findByLabelText('비밀번호'), 'Gildong#2580');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByRole('heading', { level: 1, name: '번호를 바꿨어요' })).toBeTruthy();
    expect(screen.getByText(/새 번호: 010-5926-2580/)).toBeTruthy();
    const held = requests.filter(({ call }) => call === 'reserveNumber');
    expect(held.map(({ body }) => JSON.parse(body) as unknown)).toEqual([
      { userLineNo: 11, serviceNumber: '01059262580' },
    ]);
    const changed = requests.filter(({ call }) => call === 'changeNumber');
    expect(changed).toHaveLength(2);
    expect(changed[1]?.headers['idempotency-key']).toBe(changed[0]?.headers['idempotency-key']);
  });

  it('says why the number cannot change now', async () => {
    const reason = textOf(messages.numberChangeWhilePaused);
    stubCalls(stubs({ searchNumbers: () => searchOf('1234', { refusal: reason, list: [] }) }));
    renderAppRoutes('/my-page/my-info/service/number', screens);
    expect(await screen.findByRole('heading', { name: '지금은 번호를 바꿀 수 없어요' })).toBeTruthy();
    expect(screen.getByText(reason)).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('is in English on an English page', async () => {
    await inEnglish({ catalogs: import.meta.glob<CatalogModule>('../locales/*.ts'), name: 'line-number' });
    stubCalls(stubs({}));
    renderAppRoutes('/my-page/my-info/service/number', screens);
    expect(await screen.findByRole('button', { name: 'Find free numbers' })).toBeTruthy();
    expect(hangulIn(document.body.textContent)).toEqual([]);
  });
});
