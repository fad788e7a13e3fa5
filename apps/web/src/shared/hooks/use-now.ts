import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs` while `isTicking` (a countdown on screen). */
export function useNow(intervalMs: number, isTicking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isTicking) return;
    // Subscribes to the clock, an outside system: the interval is the subscription.
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, isTicking]);
  return now;
}
