import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerDialog } from './dialog-stack.ts';
import { ModalHost } from './modal-host.tsx';
import { modalStack, showAlert } from './modal-store.ts';

beforeEach(() => modalStack.set([]));
afterEach(() => vi.restoreAllMocks());

/** The dialogs in the order the browser put them in its top layer, the last one on top. */
function topLayerOrder() {
  const opened: HTMLDialogElement[] = [];
  vi.spyOn(HTMLDialogElement.prototype, 'showModal').mockImplementation(function (this: HTMLDialogElement) {
    const index = opened.indexOf(this);
    if (index >= 0) opened.splice(index, 1);
    opened.push(this);
    this.setAttribute('open', '');
  });
  return opened;
}

describe('alert host', () => {
  it('keeps an open alert above a popup that opens after it', async () => {
    const opened = topLayerOrder();
    render(<ModalHost />);
    act(() => void showAlert('장시간 활동이 없어 자동으로 로그아웃 되었습니다.'));
    const alert = await screen.findByRole('alertdialog');

    // A page's popup opens as a modal of its own once its data arrives, while the alert is still open.
    const popup = document.createElement('dialog');
    document.body.append(popup);
    popup.showModal();
    act(() => void registerDialog(() => popup.close()));

    expect(opened.at(-1)).toBe(alert);
    expect(alert).toHaveProperty('open', true);
  });

  it('names its button by what it does when the caller gives it words', async () => {
    topLayerOrder();
    render(<ModalHost />);
    act(() => void showAlert('곧 자동으로 로그아웃돼요.', { action: '로그인 연장' }));
    const alert = await screen.findByRole('alertdialog');
    expect(document.activeElement).toBe(within(alert).getByRole('button', { name: '로그인 연장' }));
    expect(within(alert).queryByRole('button', { name: '확인' })).toBeNull();
  });
});

describe('an alert that closes', () => {
  it('gives focus back to the control that raised it', async () => {
    render(
      <>
        <button type="button" onClick={() => void showAlert('저장했어요.')}>
          저장
        </button>
        <ModalHost />
      </>,
    );
    const save = screen.getByRole('button', { name: '저장' });
    save.focus();
    act(() => save.click());
    const alert = await screen.findByRole('alertdialog');
    expect(document.activeElement).toBe(within(alert).getByRole('button', { name: '확인' }));
    act(() => within(alert).getByRole('button', { name: '확인' }).click());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(save);
  });
});
