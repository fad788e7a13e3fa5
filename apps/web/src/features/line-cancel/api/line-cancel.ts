import type { LineCancelRequest, LineCancelResult } from '@mvno/contract';
import { callApi } from '../../../shared/api/client.ts';

export function cancelLine(body: LineCancelRequest, idempotencyKey: string): Promise<LineCancelResult> {
  return callApi('cancelLine', { body }, { idempotencyKey });
}
