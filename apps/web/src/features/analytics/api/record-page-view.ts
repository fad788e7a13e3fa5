import type { PagePath, RecordEventRequest } from '@mvno/contract';
import { requestEntity } from '../../../shared/api/client.ts';

/**
 * `POST analytics/event` (spec §7): one view of a screen, named by its route pattern. Quiet: no spinner,
 * and nothing waits for it.
 */
export function recordPageView(path: PagePath): Promise<null> {
  const request: RecordEventRequest = { type: 'PAGE_VIEW', path };
  return requestEntity<null>('/analytics/event', { method: 'POST', body: request, isQuiet: true });
}
