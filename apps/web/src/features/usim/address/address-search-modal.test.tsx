import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADDRESS_MODAL_MIN_HEIGHT_PX,
  messages,
  POSTCODE_LOAD_TIMEOUT_MS,
  POSTCODE_SCRIPT_URL,
  textOf,
} from '@mvno/contract';
import { closeTopDialog } from '../../../shared/modal/dialog-stack.ts';
import { AddressSearchModal, type FoundAddress } from './address-search-modal.tsx';

/** The widget's script as the test decides: it loads, fails, or never answers. */
const script = vi.hoisted(() => ({
  load: (): Promise<unknown> => new Promise(() => undefined),
  requestedUrls: [] as Array<string | undefined>,
}));

/** What the search hands back for '테헤란로 152' (Kakao's answer, cut to the fields we read). */
const found: FoundAddress = {
  zonecode: '06236',
  address: '서울 강남구 테헤란로 152',
  roadAddress: '서울 강남구 테헤란로 152',
  autoRoadAddress: '',
  jibunAddress: '서울 강남구 역삼동 737',
  autoJibunAddress: '',
  buildingName: '강남파이낸스센터',
};

vi.mock('react-daum-postcode', () => ({
  loadPostcode: (url?: string) => {
    script.requestedUrls.push(url);
    return script.load();
  },
  // The search as the page sees it: a frame of Kakao's, here a button that picks the address.
  KakaoPostcodeEmbed: ({
    onComplete,
    onClose,
    scriptUrl,
  }: {
    onComplete?: (address: FoundAddress) => void;
    onClose?: (state: 'FORCE_CLOSE' | 'COMPLETE_CLOSE') => void;
    scriptUrl?: string;
  }) => (
    <div data-testid="postcode-widget" data-script={scriptUrl}>
      <button type="button" onClick={() => onComplete?.(found)}>
        테헤란로 152 선택
      </button>
      <button type="button" onClick={() => onClose?.('FORCE_CLOSE')}>
        검색 닫기
      </button>
    </div>
  ),
}));

function renderModal() {
  const onClose = vi.fn();
  const onComplete = vi.fn();
  render(<AddressSearchModal onClose={onClose} onComplete={onComplete} />);
  return { onClose, onComplete };
}

const unavailableLine = '주소 검색을 불러오지 못했어요. 우편번호와 주소를 직접 입력해 주세요.';

beforeEach(() => {
  script.requestedUrls.length = 0;
  script.load = () => new Promise(() => undefined);
});
afterEach(() => vi.useRealTimers());

describe('AddressSearchModal (spec §2.4 주소검색)', () => {
  it('is a modal titled 주소검색 that asks for the script only once it is open', async () => {
    expect(script.requestedUrls).toEqual([]);
    renderModal();
    expect(screen.getByRole('dialog', { name: '주소검색' })).toBeTruthy();
    expect(screen.getByText('주소 검색을 불러오고 있어요.')).toBeTruthy();
    expect(script.requestedUrls).toEqual([POSTCODE_SCRIPT_URL]);
  });

  it('embeds the search at least 444 px tall and hands back the chosen road address', async () => {
    script.load = () => Promise.resolve({});
    const { onComplete } = renderModal();
    const widget = await screen.findByTestId('postcode-widget');
    expect(widget.dataset.script).toBe(POSTCODE_SCRIPT_URL);
    expect(widget.parentElement?.style.minHeight).toBe(`${ADDRESS_MODAL_MIN_HEIGHT_PX}px`);
    await userEvent.click(screen.getByRole('button', { name: '테헤란로 152 선택' }));
    expect(onComplete).toHaveBeenCalledWith({
      postcode: '06236',
      address: '서울 강남구 테헤란로 152',
      jibunAddress: '서울 강남구 역삼동 737',
      buildingName: '강남파이낸스센터',
      detailAddress: '',
      isManual: false,
    });
  });

  it('closes from its close button, from the search and from the app’s back button, choosing nothing', async () => {
    script.load = () => Promise.resolve({});
    const { onClose, onComplete } = renderModal();
    await userEvent.click(screen.getByRole('button', { name: '주소검색 닫기' }));
    await userEvent.click(await screen.findByRole('button', { name: '검색 닫기' }));
    act(() => {
      closeTopDialog();
    });
    expect(onClose).toHaveBeenCalledTimes(3);
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('says in one line that the search did not load, and takes the address by hand when the script fails', async () => {
    script.load = () => Promise.reject(new Error('script error'));
    renderModal();
    expect(await screen.findByRole('status')).toHaveProperty('textContent', unavailableLine);
    expect(screen.queryByTestId('postcode-widget')).toBeNull();
    expect(screen.getByRole('textbox', { name: '우편번호' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '주소' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '상세 주소' })).toBeTruthy();
  });

  it('gives up waiting after the load timeout when the script never answers, as without internet', async () => {
    vi.useFakeTimers();
    renderModal();
    act(() => {
      vi.advanceTimersByTime(POSTCODE_LOAD_TIMEOUT_MS - 1);
    });
    expect(screen.queryByRole('status')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status').textContent).toBe(unavailableLine);
  });

  it('checks the typed address by the contract rule, focusing the first wrong field, and sends nothing', async () => {
    const user = userEvent.setup();
    script.load = () => Promise.reject(new Error('offline'));
    const { onComplete } = renderModal();
    await screen.findByRole('status');
    await user.click(screen.getByRole('button', { name: '입력 완료' }));
    expect(await screen.findByText(textOf(messages.postcodeRule))).toBeTruthy();
    expect(screen.getByText(textOf(messages.addressRequired))).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '우편번호' }));

    await user.type(screen.getByRole('textbox', { name: '우편번호' }), '135-0');
    await user.type(screen.getByRole('textbox', { name: '주소' }), '서울 강남구 테헤란로 152');
    await user.click(screen.getByRole('button', { name: '입력 완료' }));
    expect(await screen.findByText(textOf(messages.postcodeRule))).toBeTruthy();
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('hands back the typed address, trimmed and marked as typed by hand', async () => {
    const user = userEvent.setup();
    script.load = () => Promise.reject(new Error('offline'));
    const { onComplete } = renderModal();
    await screen.findByRole('status');
    await user.type(screen.getByRole('textbox', { name: '우편번호' }), '06236');
    await user.type(screen.getByRole('textbox', { name: '주소' }), '  서울 강남구 테헤란로 152 ');
    await user.type(screen.getByRole('textbox', { name: '상세 주소' }), '12층');
    await user.click(screen.getByRole('button', { name: '입력 완료' }));
    await vi.waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    expect(onComplete).toHaveBeenCalledWith({
      postcode: '06236',
      address: '서울 강남구 테헤란로 152',
      detailAddress: '12층',
      jibunAddress: '',
      buildingName: '',
      isManual: true,
    });
  });
});
