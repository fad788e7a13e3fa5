import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession, startSession } from '../../shared/session/session.ts';
import { companyEntity } from '../../test/entities.ts';
import { hangulIn, inEnglish } from '../../test/english.ts';
import { loginUserOf } from '../../test/login-user.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { installCallStubs } from '../../test/stub-calls.ts';
import { BottomNav } from './bottom-nav.tsx';
import { Footer } from './footer.tsx';
import { GreetingBar } from './greeting-bar.tsx';
import { Header } from './header.tsx';
import { MobileMenu } from './mobile-menu.tsx';

/** The layout needs the site's catalogue only: it is on every page, whichever feature's screen it frames. */
async function inEnglishLayout() {
  await inEnglish();
}

function Layout() {
  return (
    <>
      <Header isBack={false} titleName="" onOpenMenu={() => {}} />
      <GreetingBar />
      <MobileMenu isOpen onClose={() => {}} />
      <Footer />
      <BottomNav />
    </>
  );
}

// The latest notice is never answered: the footer's notice bar stays empty.
installCallStubs(() => ({
  findCompany: () => companyEntity,
  findBoards: () => new Promise<never>(() => {}),
}));

afterEach(() => endSession());

describe('the layout in English', () => {
  it('words the header, menus, footer and tab bar in English; only the company’s details stay Korean', async () => {
    await inEnglishLayout();
    renderRoute('/plan', '/plan', Layout);

    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Baro Mobile home' })).toBeTruthy();
    expect(within(header).getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    for (const name of ['Buy a SIM', 'Order a SIM', 'Join', 'Plans', 'Add-ons', 'Events', 'Customer centre'])
      expect(within(header).getByRole('link', { name })).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(within(header).getByRole('button', { name: 'Open menu' })).toBeTruthy();
    // The switch names Korean in Korean, as a reader of Korean looks for it, and opens this page in it.
    const switchToKorean = within(header).getByRole('link', { name: '한국어' });
    expect(switchToKorean.getAttribute('href')).toBe('/plan');
    expect(switchToKorean.getAttribute('lang')).toBe('ko');
    expect(within(header).getByRole('button', { name: 'Large text', pressed: false })).toBeTruthy();
    expect(hangulIn(header.textContent)).toEqual(['한국어']);

    const menu = screen.getByRole('dialog', { name: 'Menu', hidden: true });
    expect(within(menu).getByRole('link', { name: 'Log in to see your bills and usage' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: '한국어', hidden: true })).toBeTruthy();
    expect(hangulIn(menu.textContent)).toEqual(['한국어']);

    const tabs = screen.getByRole('navigation', { name: 'Bottom menu' });
    expect(tabs.textContent).toBe('HomePlansBuy a SIMMy page');

    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByText('Weekdays 09:00–18:00')).toBeTruthy();
    expect(within(footer).getByText('From a Baro Mobile phone (free)')).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'Privacy policy' })).toBeTruthy();
    expect(within(footer).getByText('Business registration no. 123-45-67890')).toBeTruthy();
    // The company's name, its representative, its registration and its address are written in Korean.
    expect(hangulIn(footer.textContent)).toEqual([
      '주식회사',
      '바로모바일',
      '김바로',
      '서울강남',
      '서울특별시',
      '강남구',
      '테헤란로',
      '주식회사',
      '바로모바일',
    ]);
  });

  it('greets a logged-in subscriber in English, with the quick links and the lines', async () => {
    await inEnglishLayout();
    act(() => startSession('token-1', loginUserOf(), { isSavePhone: false, isAutoLogin: false, phone: '' }));
    renderRoute('/plan', '/plan', Layout);

    const header = screen.getByRole('banner');
    // Who is logged in comes with its own chunk, only for a logged-in visitor.
    expect(await within(header).findByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'My page, 홍*동' })).toBeTruthy();
    // The account panel is a popover, closed until the name is pressed.
    expect(within(header).getByRole('navigation', { name: 'Quick links', hidden: true }).textContent).toBe(
      'UsageBills & paymentChange planAdd-onsLost phone & suspension',
    );
    expect(within(header).getByRole('group', { name: 'Choose a line', hidden: true })).toBeTruthy();
    const greeting = screen.getByRole('complementary', { name: 'Greeting' });
    expect(greeting.textContent).toContain("Hello, 홍*동. You're viewing line 010-****-1234.");
    expect(within(greeting).getByRole('button', { name: 'Close greeting' })).toBeTruthy();
    // The masked name and the second line's plan name are data.
    expect(hangulIn(header.textContent)).toEqual(['한국어홍', '동', '홍', '동', '스탠다드']);
  });
});
