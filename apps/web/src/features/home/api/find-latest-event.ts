import type { EventType } from '@mvno/contract';
import { callApi } from '../../../shared/api/client.ts';

/** The newest running event of a type (spec §7: GET event, page 1, limit 1, isUser, useFlag Y, eventType). */
export async function findLatestEventNo(eventType: EventType): Promise<number | undefined> {
  const events = await callApi('findEvents', {
    query: { page: 1, limit: 1, isUser: 'true', useFlag: 'Y', eventType, status: 'ONGOING' },
  });
  return events.list[0]?.eventNo;
}
