import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { receivePopupMessage } from '../shared/popup/popup-handshake.ts';

/** A popup window as the browser gives it: opened blank on the tap, then sent to a gateway's page. */
export function stubWindow() {
  const popup = { closed: false, close: vi.fn(() => Object.assign(popup, { closed: true })) };
  const open = vi.fn<(url?: string, name?: string, features?: string) => Window>(
    () => popup as unknown as Window,
  );
  vi.stubGlobal('open', open);
  return { popup, open };
}

/** What /payment/result reports when the gateway sends the payment window back. */
export const reportPayment = (params: Record<string, string>) =>
  act(async () => {
    receivePopupMessage({ origin: window.location.origin, data: { source: 'payment', params } });
    await Promise.resolve();
  });
