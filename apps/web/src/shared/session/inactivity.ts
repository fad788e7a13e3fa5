import { INACTIVITY_CHECK_INTERVAL_MS, INACTIVITY_LOGOUT_SECONDS } from '@mvno/contract';

export interface InactivityWatchOptions {
  /** Whether the rule applies right now: logged in, and not inside the native app (spec §4). */
  isApplicable: () => boolean;
  /** Activity seen elsewhere (another tab), epoch ms; the later of it and this tab's counts. */
  lastActivityElsewhere?: () => number;
  onExpire: () => void;
  limitMs?: number;
  intervalMs?: number;
  now?: () => number;
}

export interface InactivityWatch {
  /** A route navigation: the clock starts again. */
  touch: () => void;
  stop: () => void;
}

/**
 * Auto-logout of spec §4: a logged-in, non-app session with no route navigation for 1200 s is logged out.
 * Checked every second against the clock, so a sleeping tab is caught on its first tick after waking.
 * Uses setInterval and Date.now, so a test's fake clock drives it.
 */
export function startInactivityWatch(options: InactivityWatchOptions): InactivityWatch {
  const {
    isApplicable,
    lastActivityElsewhere = () => 0,
    onExpire,
    limitMs = INACTIVITY_LOGOUT_SECONDS * 1000,
    intervalMs = INACTIVITY_CHECK_INTERVAL_MS,
    now = () => Date.now(),
  } = options;
  let lastActivity = now();

  const timer = setInterval(() => {
    // While the rule does not apply (logged out, in the app) the clock stands at now: a login starts it fresh.
    if (!isApplicable()) {
      lastActivity = now();
      return;
    }
    const last = Math.max(lastActivity, lastActivityElsewhere());
    if (now() - last >= limitMs) {
      lastActivity = now();
      onExpire();
    }
  }, intervalMs);

  return {
    touch: () => {
      lastActivity = now();
    },
    stop: () => clearInterval(timer),
  };
}
