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
