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
  it('stays hidden for quick answers', () => {
    render(<LoadingOverlay />);
    act(() => startLoading());
    act(() => vi.advanceTimersByTime(100));
    act(() => finishLoading());
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows during a slow request and hides 100 ms after it ends', () => {
    render(<LoadingOverlay />);
    act(() => startLoading());
    act(() => vi.advanceTimersByTime(400));
    expect(screen.getByRole('status').textContent).toContain('불러오는 중');
    act(() => finishLoading());
    act(() => vi.advanceTimersByTime(99));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
