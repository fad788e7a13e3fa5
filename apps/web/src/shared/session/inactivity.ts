import {
  INACTIVITY_CHECK_INTERVAL_MS,
  INACTIVITY_LOGOUT_SECONDS,
  INACTIVITY_WARNING_SECONDS,
} from '@mvno/contract';

export interface InactivityWatchOptions {
  /** Whether the rule applies right now: logged in, and not inside the native app (spec §4). */
  isApplicable: () => boolean;
  /** Activity seen elsewhere (another tab), epoch ms; the later of it and this tab's counts. */
  lastActivityElsewhere?: () => number;
  /** The limit is near (`warningMs` left): the visitor may stay by `touch`ing the watch. Called once per idle spell. */
  onWarn?: (remainingMs: number) => void;
  /** Activity (here or in another tab) after the warning: it no longer applies. */
  onWarningEnd?: () => void;
  onExpire: () => void;
  limitMs?: number;
  warningMs?: number;
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
 * It warns `warningMs` before, so the visitor can stay (KWCAG 2.2.1, docs/accessibility.md).
 * Checked every second against the clock, so a sleeping tab is caught on its first tick after waking.
 * Uses setInterval and Date.now, so a test's fake clock drives it.
 */
export function startInactivityWatch(options: InactivityWatchOptions): InactivityWatch {
  const {
    isApplicable,
    lastActivityElsewhere = () => 0,
    onExpire,
    onWarn = () => undefined,
    onWarningEnd = () => undefined,
    limitMs = INACTIVITY_LOGOUT_SECONDS * 1000,
    warningMs = INACTIVITY_WARNING_SECONDS * 1000,
    intervalMs = INACTIVITY_CHECK_INTERVAL_MS,
    now = () => Date.now(),
  } = options;
  let lastActivity = now();
  let isWarning = false;
  const endWarning = () => {
    if (!isWarning) return;
    isWarning = false;
    onWarningEnd();
  };

  const timer = setInterval(() => {
    // While the rule does not apply (logged out, in the app) the clock stands at now: a login starts it fresh.
    if (!isApplicable()) {
      lastActivity = now();
      endWarning();
      return;
    }
    const idleMs = now() - Math.max(lastActivity, lastActivityElsewhere());
    if (idleMs >= limitMs) {
      lastActivity = now();
      isWarning = false;
      onExpire();
    } else if (idleMs >= limitMs - warningMs) {
      if (isWarning) return;
      isWarning = true;
      onWarn(limitMs - idleMs);
    } else endWarning();
  }, intervalMs);

  return {
    touch: () => {
      lastActivity = now();
    },
    stop: () => clearInterval(timer),
  };
}
