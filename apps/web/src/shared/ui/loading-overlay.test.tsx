import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { finishLoading, pendingRequests, startLoading } from '../api/loading.ts';
import { LoadingOverlay } from './loading-overlay.tsx';

beforeEach(() => {
  vi.useFakeTimers();
  pendingRequests.set(0);
});
afterEach(() => vi.useRealTimers());

describe('LoadingOverlay', () => {
  it('stays hidden for quick answers', async () => {
    render(<LoadingOverlay />);
    await act(async () => {
      startLoading();
      await Promise.resolve();
    });
    await act(async () => {
      vi.advanceTimersByTime(100);
      await Promise.resolve();
    });
    await act(async () => {
      finishLoading();
      await Promise.resolve();
    });
    await act(async () => {
      vi.advanceTimersByTime(500);
      await Promise.resolve();
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows during a slow request and hides 100 ms after it ends', async () => {
    render(<LoadingOverlay />);
    await act(async () => {
      startLoading();
      await Promise.resolve();
    });
    await act(async () => {
      vi.advanceTimersByTime(400);
      await Promise.resolve();
    });
    expect(screen.getByRole('status').textContent).toContain('불러오는 중');
    await act(async () => {
      finishLoading();
      await Promise.resolve();
    });
    await act(async () => {
      vi.advanceTimersByTime(99);
      await Promise.resolve();
    });
    expect(screen.queryByRole('status')).not.toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(1);
      await Promise.resolve();
    });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
