import { beforeEach, describe, expect, it } from 'vitest';
import { closeTopModal, modalStack, showAlert, showConfirm } from './modal-store.ts';

beforeEach(() => modalStack.set([]));

describe('modal stack', () => {
  it('stacks alerts and closes them from the top', async () => {
    const first = showAlert('첫째');
    const second = showAlert('둘째\n두 줄');
    expect(modalStack.get().map((entry) => entry.message)).toEqual(['첫째', '둘째\n두 줄']);
    expect(closeTopModal()).toBe(true);
    await second;
    expect(modalStack.get().map((entry) => entry.message)).toEqual(['첫째']);
    expect(closeTopModal()).toBe(true);
    await first;
    expect(closeTopModal()).toBe(false);
  });

  it('resolves a confirm with the answer', async () => {
    const answer = showConfirm('이동하시겠습니까?');
    const entry = modalStack.get()[0];
    if (entry?.kind !== 'confirm') throw new Error('expected a confirm');
    entry.resolve(true);
    await expect(answer).resolves.toBe(true);
    expect(modalStack.get()).toEqual([]);
  });

  it('answers no when a confirm is closed from outside', async () => {
    const answer = showConfirm('이동하시겠습니까?');
    closeTopModal();
    await expect(answer).resolves.toBe(false);
  });
});

describe('an alert withdrawn by its caller', () => {
  it('closes, and one already withdrawn never opens', async () => {
    const moment = new AbortController();
    const alert = showAlert('곧 로그아웃돼요.', { action: '로그인 연장', signal: moment.signal });
    expect(modalStack.get()).toMatchObject([{ kind: 'alert', action: '로그인 연장' }]);
    moment.abort();
    await alert;
    expect(modalStack.get()).toEqual([]);

    await showAlert('지난 알림', { signal: moment.signal });
    expect(modalStack.get()).toEqual([]);
  });
});
