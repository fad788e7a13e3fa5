import { queryOptions } from '@tanstack/react-query';
import {
  UPLOAD_FIELD_NAME,
  type CreateInquiryRequest,
  type FindInquiriesRequest,
  type StoredFile,
} from '@mvno/contract';
import { callApi, callApiFile } from '../../../shared/api/client.ts';

export const inquiriesQueryOptions = (query: FindInquiriesRequest) =>
  queryOptions({
    queryKey: ['customer', 'inquiry', query],
    queryFn: () => callApi('findInquiries', { query }),
  });

/** Every page of the subscriber's inquiries, for dropping them from the cache once one is added. */
export const inquiriesQueryKey = ['customer', 'inquiry'] as const;

export const createInquiry = (request: CreateInquiryRequest, idempotencyKey: string) =>
  callApi('createInquiry', { body: request }, { idempotencyKey });

/** One chosen file to common/upload, quietly: the picker shows its own progress. */
export function uploadFile(file: File): Promise<StoredFile> {
  const form = new FormData();
  form.append(UPLOAD_FIELD_NAME, file, file.name);
  return callApi('uploadFile', { body: form }, { isQuiet: true });
}

/** An attachment's bytes, with the login token (only its owner may read it). */
export const downloadAttachment = (fileId: string) => callApiFile('downloadFile', { query: { fileId } });
