import type { z } from 'zod';
import {
  messages,
  type createInquiryRequestSchema,
  type findInquiriesRequestSchema,
  type Inquiry,
  type InquiryList,
} from '@mvno/contract';
import type { ActionRequest, Once } from '../../db/once.ts';
import { AppError } from '../../shared/app-error.ts';
import type { Clock } from '../../shared/clock.ts';
import { rowWindowOf } from '../../shared/paging.ts';
import type { InquiryRepository } from './inquiry.repository.ts';

type CreateInquiry = z.output<typeof createInquiryRequestSchema>;
type FindInquiries = z.output<typeof findInquiriesRequestSchema>;

export function createInquiryService(deps: {
  inquiryRepository: InquiryRepository;
  once: Once;
  clock: Clock;
}) {
  const { inquiryRepository, once, clock } = deps;

  return {
    /**
     * Records a subscriber's inquiry with its attachments, all or nothing, once per key: a repeat of the same
     * request (a double tap, a retry after a lost answer, two at once) answers the first inquiry rather than
     * make another (docs/once-and-audit.md).
     */
    createInquiry(userNo: number, request: CreateInquiry, action: ActionRequest): Promise<Inquiry> {
      return once.run(action, async (audit) => {
        const inquiryNo = await inquiryRepository.insertInquiry({
          userNo,
          category: request.category,
          title: request.title,
          content: request.content,
          createdAt: clock.now(),
        });
        if (request.fileIds.length > 0) {
          const attached = await inquiryRepository.attachFiles(inquiryNo, userNo, request.fileIds);
          // Someone else's file, an expired upload or one another inquiry took: nothing is recorded.
          if (attached !== request.fileIds.length)
            throw AppError.business(messages.inquiryAttachmentUnavailable);
        }
        const created = await inquiryRepository.findInquiry(userNo, inquiryNo);
        if (created === undefined) throw new Error('a new inquiry is not there');
        await audit({
          action: 'inquiry.create',
          subject: { kind: 'INQUIRY', no: inquiryNo },
          after: { category: created.category, attachments: created.attachments.length },
        });
        return created;
      });
    },

    findInquiries(userNo: number, query: FindInquiries): Promise<InquiryList> {
      return inquiryRepository.findInquiries(userNo, rowWindowOf(query));
    },
  };
}
export type InquiryService = ReturnType<typeof createInquiryService>;
