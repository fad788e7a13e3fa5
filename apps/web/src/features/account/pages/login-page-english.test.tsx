import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CatalogModule } from '../../../shared/i18n/page-locale.ts';
import { hangulIn, inEnglish } from '../../../test/english.ts';
import { renderAppRoutes } from '../../../test/app-router.tsx';
import { stubCalls } from '../../../test/stub-calls.ts';
import LoginPage from './login-page.tsx';

const noMaintenance = { findMaintenanceWindows: () => ({ list: [], totalCount: 0 }) };

/** Every word a visitor can read or hear: the text, and the names given to screen readers. */
const wordsOnScreen = () =>
  [
    document.body.textContent,
    ...[...document.querySelectorAll('[aria-label], [placeholder]')].flatMap((element) => [
      element.getAttribute('aria-label') ?? '',
      element.getAttribute('placeholder') ?? '',
    ]),
  ].join(' ');

describe('/en/user/login', () => {
  it('is in English, with no Korean left', async () => {
    await inEnglish({ catalogs: import.meta.glob<CatalogModule>('../locales/*.ts'), name: 'account' });
    stubCalls(noMaintenance);
    renderAppRoutes('/user/login', { '/user/login': LoginPage });

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('tablist', { name: 'How to log in' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Log in with ID' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Log in with mobile number' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'ID' }).getAttribute('placeholder')).toBe(
      '6–12 letters and numbers',
    );
    expect(screen.getByRole('checkbox', { name: 'Stay logged in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/user/login/simple');
    expect(screen.getByText(/sign up in a minute with quick verification/)).toBeTruthy();
    expect(hangulIn(wordsOnScreen())).toEqual([]);
  });
});
