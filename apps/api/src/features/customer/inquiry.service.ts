import type { z } from 'zod';
import {
  messages,
  type createInquiryRequestSchema,
  type findInquiriesRequestSchema,
  type Inquiry,
  type InquiryList,
} from '@mvno/contract';
import type { RunInTransaction } from '../../db/transaction.ts';
import { AppError } from '../../shared/app-error.ts';
import type { Clock } from '../../shared/clock.ts';
import { rowWindowOf } from '../../shared/paging.ts';
import type { InquiryRepository } from './inquiry.repository.ts';

type CreateInquiry = z.output<typeof createInquiryRequestSchema>;
type FindInquiries = z.output<typeof findInquiriesRequestSchema>;

export function createInquiryService(deps: {
  inquiryRepository: InquiryRepository;
  transaction: RunInTransaction;
  clock: Clock;
}) {
  const { inquiryRepository, transaction, clock } = deps;

  return {
    /**
     * Records a subscriber's inquiry with its attachments, all or nothing. The client's request key makes a
     * repeat (a double tap, a retry after a lost answer, two at once) answer the first inquiry rather than
     * make another: a key taken is a replay, whatever the repeat carries (docs/files.md).
     */
    createInquiry(userNo: number, request: CreateInquiry): Promise<Inquiry> {
      return transaction(async () => {
        const inquiryNo = await inquiryRepository.insertInquiry({
          userNo,
          requestKey: request.requestKey,
          category: request.category,
          title: request.title,
          content: request.content,
          createdAt: clock.now(),
        });
        // A key already taken inserts nothing: the answer is the inquiry it was first sent with.
        if (inquiryNo === undefined) {
          const first = await inquiryRepository.findInquiryByRequestKey(userNo, request.requestKey);
          if (first === undefined) throw new Error('an inquiry key was taken but its inquiry is not there');
          return first;
        }
        if (request.fileIds.length > 0) {
          const attached = await inquiryRepository.attachFiles(inquiryNo, userNo, request.fileIds);
          // Someone else's file, an expired upload or one another inquiry took: nothing is recorded.
          if (attached !== request.fileIds.length)
            throw AppError.business(messages.inquiryAttachmentUnavailable);
        }
        const created = await inquiryRepository.findInquiry(userNo, inquiryNo);
        if (created === undefined) throw new Error('a new inquiry is not there');
        return created;
      });
    },

    findInquiries(userNo: number, query: FindInquiries): Promise<InquiryList> {
      return inquiryRepository.findInquiries(userNo, rowWindowOf(query));
    },
  };
}
export type InquiryService = ReturnType<typeof createInquiryService>;
