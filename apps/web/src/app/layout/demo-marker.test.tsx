import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route.tsx';
import { installCallStubs } from '../../test/stub-calls.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

const notice = '체험용 데모 사이트예요. 실제로 가입되거나 결제되지 않아요.';

function Layout() {
  return (
    <>
      <Header isBack={false} titleName="" onOpenMenu={() => {}} />
      <Footer />
    </>
  );
}

// The footer's company and notice reads get no answer: the marker must not wait for any request.
const unanswered = () => new Promise<never>(() => {});
installCallStubs(() => ({ findCompany: unanswered, findBoards: unanswered }));

/** The server writes the mode into the shell it serves, as <html data-app-mode="…">. */
function serveAs(appMode: string | undefined) {
  if (appMode === undefined) delete document.documentElement.dataset.appMode;
  else document.documentElement.dataset.appMode = appMode;
}

afterEach(() => serveAs(undefined));

describe('demo marker', () => {
  it('shows a 데모 pill beside the logo and the notice in the footer, in the first render', () => {
    serveAs('demo');
    renderRoute('/plan', '/plan', Layout);

    const header = screen.getByRole('banner');
    const pill = within(header).getByTitle(notice);
    expect(pill.textContent).toContain('데모');
    // Read out in full, not as the bare word.
    expect(within(pill).getByText(notice)).toBeTruthy();
    expect(within(screen.getByRole('contentinfo')).getByText(notice)).toBeTruthy();
  });

  it.each([
    ['production', 'production'],
    ['no mode (a page not served by the API)', undefined],
  ])('shows nothing in %s', (_case, appMode) => {
    serveAs(appMode);
    renderRoute('/plan', '/plan', Layout);

    expect(screen.getByRole('link', { name: '바로모바일 홈' })).toBeTruthy();
    expect(screen.queryByTitle(notice)).toBeNull();
    expect(screen.queryByText(notice)).toBeNull();
    expect(within(screen.getByRole('banner')).queryByText('데모')).toBeNull();
  });
});
