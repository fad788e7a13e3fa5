import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { ADDRESS_MODAL_MIN_HEIGHT_PX, messages, textOf } from '@mvno/contract';
import { AddressSearchModal } from './address-search-modal.tsx';

// The real widget library in Chromium, its script asked of Kakao over a network the test decides.

function renderModal() {
  const onClose = vi.fn();
  const onComplete = vi.fn();
  render(<AddressSearchModal onClose={onClose} onComplete={onComplete} />);
  return { onClose, onComplete };
}

afterEach(async () => {
  await commands.restoreInternet();
});

describe('the address modal in a browser', () => {
  it('opens as a modal dialog and keeps room for the search while its script is on the way', async () => {
    await commands.stallInternet();
    renderModal();
    const dialog = screen.getByRole('dialog', { name: '주소검색' });
    expect(dialog.matches(':modal')).toBe(true);
    const loading = await screen.findByText('주소 검색을 불러오고 있어요.');
    const search = loading.parentElement!;
    expect(search.getAttribute('aria-busy')).toBe('true');
    expect(search.getBoundingClientRect().height).toBeGreaterThanOrEqual(ADDRESS_MODAL_MIN_HEIGHT_PX);
  });

  it('falls back to manual entry offline: one line says so, the typed address is checked, then handed back', async () => {
    await commands.goOffline();
    const { onComplete, onClose } = renderModal();
    const unavailable = await screen.findByRole('status');
    expect(unavailable.textContent).toBe(
      '주소 검색을 불러오지 못했어요. 우편번호와 주소를 직접 입력해 주세요.',
    );
    expect(screen.queryByText('주소 검색을 불러오고 있어요.')).toBeNull();

    // Sending it empty names both missing fields and puts the cursor in the first.
    await userEvent.click(screen.getByRole('button', { name: '입력 완료' }));
    expect(await screen.findByText(textOf(messages.postcodeRule))).toBeTruthy();
    expect(screen.getByText(textOf(messages.addressRequired))).toBeTruthy();
    const postcode = screen.getByRole('textbox', { name: '우편번호' });
    expect(document.activeElement).toBe(postcode);

    // By keyboard, as typed on a phone: postcode, Tab, address, Tab, detail, Enter.
    await userEvent.keyboard('06236');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '주소' }));
    await userEvent.keyboard('서울 강남구 테헤란로 152');
    await userEvent.tab();
    await userEvent.keyboard('12층{Enter}');
    await vi.waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    expect(onComplete).toHaveBeenCalledWith({
      postcode: '06236',
      address: '서울 강남구 테헤란로 152',
      detailAddress: '12층',
      jibunAddress: '',
      buildingName: '',
      isManual: true,
    });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes by Escape without an address', async () => {
    await commands.goOffline();
    const { onComplete, onClose } = renderModal();
    await screen.findByRole('status');
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onComplete).not.toHaveBeenCalled();
  });
});
