import type { Envelope } from '@mvno/contract';
import { pageMessages, resultCodes, textOf } from '@mvno/contract';
import { showAlert } from '../modal/modal-store.ts';
import { ApiFailure } from './client.ts';

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'code' in value && typeof value.code === 'number';
}

/**
 * What the screen says about a failed call: the server's own message (spec §8), or null when there is
 * nothing to add — a success, or a failure the user has been told of already (the 504 alert, a logout on
 * 401). Reads a thrown ApiFailure and an envelope alike, since `user/login` hands its envelope back
 * unchanged.
 */
export function failureMessageOf(failure: unknown): string | null {
  if (failure instanceof ApiFailure)
    return failure.isReported ? null : failure.message || textOf(pageMessages.serverError);
  if (isEnvelope(failure)) {
    if (failure.code === resultCodes.success) return null;
    return failure.message || textOf(pageMessages.serverError);
  }
  return textOf(pageMessages.serverError);
}

/** Spec §8: "code other than 1 is a failure, and screens show the server's message in an alert." */
export async function alertFailure(failure: unknown): Promise<void> {
  const message = failureMessageOf(failure);
  if (message !== null) await showAlert(message);
}
