import type { Envelope } from '@mvno/contract';
import { resultCodes } from '@mvno/contract';

export function ok<T>(entity: T): Envelope<T> {
  return { code: resultCodes.success, message: '', entity };
}

/** A success envelope already turned into JSON, for reads answered from cache. */
export function okJson(entityJson: string): string {
  return `{"code":${resultCodes.success},"message":"","entity":${entityJson}}`;
}
