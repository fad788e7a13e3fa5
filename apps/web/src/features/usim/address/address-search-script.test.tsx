import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POSTCODE_LOAD_TIMEOUT_MS, POSTCODE_SCRIPT_URL } from '@mvno/contract';
import { AddressSearchModal } from './address-search-modal.tsx';

// The real widget library, whose loader adds Kakao's script to the page. The test page has no internet:
// the script never answers, or fails when told to, as a browser offline would.
const scriptElement = () => document.querySelector<HTMLScriptElement>(`script[src="${POSTCODE_SCRIPT_URL}"]`);

afterEach(() => vi.useRealTimers());

describe('the postcode script on a page without internet', () => {
  it('is not on the page until the modal opens; then the modal waits for it, and falls back in time', () => {
    vi.useFakeTimers();
    expect(scriptElement()).toBeNull();
    render(<AddressSearchModal onClose={vi.fn()} onComplete={vi.fn()} />);
    expect(scriptElement()).not.toBeNull();
    expect(screen.getByText('주소 검색을 불러오고 있어요.')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(POSTCODE_LOAD_TIMEOUT_MS);
    });
    expect(screen.getByRole('status').textContent).toContain('주소 검색을 불러오지 못했어요.');
    expect(screen.getByRole('textbox', { name: '우편번호' })).toBeTruthy();
  });

  it('offers typing at once when the script fails to load', async () => {
    render(<AddressSearchModal onClose={vi.fn()} onComplete={vi.fn()} />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => {
      scriptElement()?.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '주소' })).toBeTruthy();
  });
});
