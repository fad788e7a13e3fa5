import type { PagePath, RecordEventRequest } from '@mvno/contract';
import { callApi } from '../../../shared/api/client.ts';

/**
 * `POST analytics/event` (spec §7): one view of a screen, named by its route pattern. Quiet: no spinner,
 * and nothing waits for it.
 */
export function recordPageView(path: PagePath): Promise<null> {
  const request: RecordEventRequest = { type: 'PAGE_VIEW', path };
  return callApi('recordEvent', { body: request }, { isQuiet: true });
}
