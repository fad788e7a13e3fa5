import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  MAINTENANCE_POPUP_LEAD_DAYS,
  type Banner,
  type Company,
  type MaintenanceWindow,
} from '@mvno/contract';
import { companyQueryOptions } from '../../../shared/api/company.ts';
import { noticesSeenThisVisit } from '../../../shared/maintenance/maintenance-windows.ts';
import { closeTopDialog } from '../../../shared/modal/dialog-stack.ts';
import { readStored, writeStored } from '../../../shared/storage/encrypted-storage.ts';
import {
  isPopupExcludedToday,
  seoulToday,
  homePopupClosed,
} from '../../../shared/storage/popup-exclusion.ts';
import { MainPopups } from './main-popups.tsx';

function popupOf(bannerNo: number, title: string, displayOrder: number): Banner {
  return {
    bannerNo,
    bannerType: 'POPUP',
    title,
    link: '',
    linkMoveType: 'S',
    imageUrl: '',
    imageUrlTab: '',
    imageUrlMo: '',
    imageUrlThumb: '',
    imageWidth: 0,
    imageHeight: 0,
    imageWidthMo: 0,
    imageHeightMo: 0,
    contentType: 'TEXT',
    // As the server stores it: sanitised once on the way in (apps/api/src/shared/sanitize-html.ts).
    content: `<p>${title} <strong>안내</strong></p>`,
    displayOrder,
  };
}

beforeAll(() => {
  // jsdom has <dialog> but not its modal API.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});

const company: Company = {
  brandName: '바로모바일',
  brandNameEn: 'Baro Mobile',
  companyName: '(주)바로모바일',
  ceoName: '김바로',
  businessNumber: '123-45-67890',
  mailOrderNumber: '제2026-서울강남-0000호',
  address: '서울특별시 강남구 테헤란로 152',
  email: 'help@baro.example',
  freeCallNumber: '114',
  paidCallNumber: '1588-0114',
  hours: '평일 09:00~18:00',
  hoursEn: 'Weekdays 09:00–18:00',
  externalLinks: [],
};

function renderPopups(popups: Banner[], maintenanceWindows: MaintenanceWindow[] = []) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(companyQueryOptions().queryKey, company);
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <MainPopups popups={popups} maintenanceWindows={maintenanceWindows} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const HOUR = 60 * 60 * 1000;
/** A window from `startsIn` to `endsIn` hours from now, in the API's Seoul ISO form. */
function windowOf(maintenanceNo: number, startsIn: number, endsIn: number): MaintenanceWindow {
  const seoul = (hours: number) =>
    new Date(Date.now() + hours * HOUR + 9 * HOUR).toISOString().replace('Z', '+09:00');
  return {
    maintenanceNo,
    title: `시스템 점검 안내 ${maintenanceNo}`,
    message: '더 안정적인 서비스를 위해 점검해요.\n이용에 불편을 드려 죄송해요.',
    areas: ['SELF_OPEN', 'SELF_OPEN_V2', 'SELF_CARE'],
    startAt: seoul(startsIn),
    endAt: seoul(endsIn),
  };
}

beforeEach(() => {
  noticesSeenThisVisit.set(new Set());
  homePopupClosed.lower();
});

describe('MainPopups', () => {
  it('shows one popup a visit, the first in display order; 닫기 ends the popups until the next visit', async () => {
    const user = userEvent.setup();
    const popups = [popupOf(102, '요금 인하 안내', 2), popupOf(101, '설 연휴 고객센터 휴무', 1)];
    const { unmount } = renderPopups(popups);

    const first = screen.getByRole('dialog', { name: '설 연휴 고객센터 휴무' });
    expect(first.textContent).toContain('설 연휴 고객센터 휴무 안내');
    // The stored HTML is shown as written.
    expect(first.querySelector('strong')?.textContent).toBe('안내');

    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(isPopupExcludedToday(101)).toBe(false);
    unmount();

    // A reload in the same visit: none. The next visit: the first again, as it was only closed.
    renderPopups(popups).unmount();
    expect(screen.queryByRole('dialog')).toBeNull();
    homePopupClosed.lower();
    renderPopups(popups);
    expect(screen.getByRole('dialog', { name: '설 연휴 고객센터 휴무' })).toBeTruthy();
  });

  it('오늘 하루 보지 않기 hides the popup for today, also after a reload', async () => {
    const user = userEvent.setup();
    const { unmount } = renderPopups([popupOf(201, '이벤트 당첨자 발표', 1)]);
    await user.click(screen.getByRole('button', { name: '오늘 하루 보지 않기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(isPopupExcludedToday(201)).toBe(true);
    unmount();
  });

  it('skips a popup already dismissed for today', () => {
    writeStored('popupExclusion', { 301: seoulToday(), 302: '2000-01-01' });
    renderPopups([popupOf(301, '숨긴 팝업', 1), popupOf(302, '어제 숨긴 팝업', 2)]);
    expect(screen.getByRole('dialog', { name: '어제 숨긴 팝업' })).toBeTruthy();
  });

  it('is on the one dialog stack: the app’s back button closes it like 닫기 (spec §4)', () => {
    renderPopups([popupOf(202, '앱 점검 안내', 1), popupOf(203, '요금제 출시', 2)]);
    expect(screen.getByRole('dialog', { name: '앱 점검 안내' })).toBeTruthy();
    let isClosed = false;
    act(() => {
      isClosed = closeTopDialog();
    });
    expect(isClosed).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(isPopupExcludedToday(202)).toBe(false);
  });
});

describe('the maintenance notice on the home page', () => {
  it('opens instead of the banner popups, saying when, what stops and whom to call', async () => {
    const user = userEvent.setup();
    renderPopups([popupOf(401, '신규 요금제 출시', 1)], [windowOf(7, 48, 52)]);
    const notice = screen.getByRole('dialog', { name: '시스템 점검 안내 7' });
    expect(notice.textContent).toContain('점검 예정');
    expect(notice.textContent).toContain('셀프개통, 마이페이지');
    expect(notice.textContent).toContain('이용에 불편을 드려 죄송해요.');
    expect(screen.getByRole('link', { name: '114' }).getAttribute('href')).toBe('tel:114');
    expect(screen.getByRole('link', { name: '1588-0114' }).getAttribute('href')).toBe('tel:15880114');

    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(isPopupExcludedToday('maintenance-7')).toBe(false);
  });

  it(`waits until ${MAINTENANCE_POPUP_LEAD_DAYS} days before a window: one further away leaves the banner popup`, () => {
    const lead = MAINTENANCE_POPUP_LEAD_DAYS * 24;
    renderPopups([popupOf(403, '요금제 출시', 1)], [windowOf(12, lead + 2, lead + 6)]);
    expect(screen.getByRole('dialog', { name: '요금제 출시' })).toBeTruthy();
  });

  it('says a running window is on now', () => {
    renderPopups([], [windowOf(8, -1, 1)]);
    expect(screen.getByRole('dialog', { name: '시스템 점검 안내 8' }).textContent).toContain('지금 점검 중');
  });

  it("오늘 하루 보지 않기 stores today's date (YYYY-MM-DD) under the window's key", async () => {
    const user = userEvent.setup();
    const { unmount } = renderPopups([], [windowOf(9, 2, 4)]);
    await user.click(screen.getByRole('button', { name: '오늘 하루 보지 않기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readStored('popupExclusion')).toEqual({ 'maintenance-9': seoulToday() });
    expect(seoulToday()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    unmount();

    // The next visit the same day: the notice stays away, the day after it is back.
    noticesSeenThisVisit.set(new Set());
    homePopupClosed.lower();
    renderPopups([], [windowOf(9, 2, 4)]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('skips a window that has ended since the list was read, and one the visitor saw at a closed screen', () => {
    noticesSeenThisVisit.set(new Set([11]));
    renderPopups([popupOf(402, '이벤트 안내', 1)], [windowOf(10, -3, -1), windowOf(11, -1, 1)]);
    expect(screen.getByRole('dialog', { name: '이벤트 안내' })).toBeTruthy();
  });
});
