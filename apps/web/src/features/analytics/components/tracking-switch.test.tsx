import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isTrackingRefused, loadTrackingChoice } from '../../../shared/analytics/tracking-choice.ts';
import { flushStoredData, loadStoredData } from '../../../shared/storage/encrypted-storage.ts';
import { readEncrypted } from '../../../test/storage.ts';
import { TrackingSwitch } from './tracking-switch.tsx';

// Each test starts, and leaves the next one, with a browser that signals nothing.
beforeEach(() => loadTrackingChoice({}));
afterEach(() => loadTrackingChoice({}));

describe('TrackingSwitch', () => {
  it('is on by default and turns statistics off and on again from the keyboard, remembered on the device', async () => {
    const user = userEvent.setup();
    render(<TrackingSwitch />);
    const toggle = screen.getByRole('switch', { name: '방문 통계 수집' });
    expect(toggle).toHaveProperty('checked', true);
    expect(toggle.getAttribute('aria-describedby')).not.toBeNull();
    expect(screen.getByText(/누가 봤는지는 남기지 않아요/).id).toBe(toggle.getAttribute('aria-describedby'));

    await user.tab();
    expect(document.activeElement).toBe(toggle);
    await user.keyboard(' ');
    expect(toggle).toHaveProperty('checked', false);
    expect(isTrackingRefused()).toBe(true);
    await flushStoredData();
    expect(await readEncrypted('isTrackingRefused')).toBe(true);

    // The next visit reads it back before anything is sent.
    await act(async () => {
      await loadStoredData();
      loadTrackingChoice({});
    });
    expect(isTrackingRefused()).toBe(true);
    expect(screen.getByRole('switch', { name: '방문 통계 수집' })).toHaveProperty('checked', false);

    await user.keyboard(' ');
    expect(isTrackingRefused()).toBe(false);
    expect(window.localStorage.getItem('isTrackingRefused')).toBeNull();
  });

  it('says the browser’s refusal is honoured instead of offering a switch', () => {
    loadTrackingChoice({ globalPrivacyControl: true });
    render(<TrackingSwitch />);
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByText('브라우저의 추적 거부 설정에 따라 방문 통계를 보내지 않아요.')).toBeDefined();
  });
});
