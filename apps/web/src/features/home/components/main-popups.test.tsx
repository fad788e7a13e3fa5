import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Banner } from '@mvno/contract';
import { closeTopDialog } from '../../../shared/modal/dialog-stack.ts';
import { writeStored } from '../../../shared/storage/encrypted-storage.ts';
import { isPopupExcludedToday, seoulToday } from '../../../shared/storage/popup-exclusion.ts';
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
    content: `<p>${title} 안내</p><img src="x" onerror="alert(1)">`,
    displayOrder,
  };
}

beforeAll(() => {
  // jsdom has <dialog> but not its modal API.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});

function renderPopups(popups: Banner[]) {
  return render(
    <MemoryRouter>
      <MainPopups popups={popups} />
    </MemoryRouter>,
  );
}

describe('MainPopups', () => {
  it('shows one popup at a time in display order; 닫기 moves on to the next', async () => {
    const user = userEvent.setup();
    renderPopups([popupOf(102, '요금 인하 안내', 2), popupOf(101, '설 연휴 고객센터 휴무', 1)]);

    const first = screen.getByRole('dialog', { name: '설 연휴 고객센터 휴무' });
    expect(first.textContent).toContain('설 연휴 고객센터 휴무 안내');
    // The HTML is sanitised: the image keeps no script handler.
    expect(first.querySelector('img')?.getAttribute('onerror')).toBeNull();

    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.getByRole('dialog', { name: '요금 인하 안내' })).toBeTruthy();
    expect(isPopupExcludedToday(101)).toBe(false);

    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
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
    expect(screen.getByRole('dialog', { name: '요금제 출시' })).toBeTruthy();
    expect(isPopupExcludedToday(202)).toBe(false);
  });
});
