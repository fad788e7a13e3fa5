import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { ApplicationFormCategory, InquiryCategory } from '@mvno/contract';
import type { FileStorage } from '../providers/storage/storage.port.ts';
import { createFileId } from '../shared/opaque-token.ts';
import { apiPackageRoot } from '../shared/package-root.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/account.ts';
import { applicationForms, inquiries } from '../db/schema/customer.ts';
import { storedFiles } from '../db/schema/file.ts';

/** The PDFs scripts/make-application-forms.mjs draws, shipped beside the server. */
export const applicationFormDir = path.join(apiPackageRoot, 'assets/application-forms');

export interface ApplicationFormSeed {
  category: ApplicationFormCategory;
  title: string;
  description: string;
  fileName: string;
}

export const applicationFormSeeds: readonly ApplicationFormSeed[] = [
  {
    category: 'JOIN',
    title: '서비스 가입신청서',
    description: '대리점이나 우편으로 새로 가입할 때 써요.',
    fileName: '가입신청서.pdf',
  },
  {
    category: 'JOIN',
    title: '번호이동 신청서',
    description: '쓰던 번호 그대로 바로모바일로 옮길 때 써요.',
    fileName: '번호이동 신청서.pdf',
  },
  {
    category: 'JOIN',
    title: '법정대리인 동의서',
    description: '만 19세 미만 고객이 가입하거나 내용을 바꿀 때 법정대리인이 써요.',
    fileName: '법정대리인 동의서.pdf',
  },
  {
    category: 'CHANGE',
    title: '명의변경 신청서',
    description: '쓰던 번호의 명의를 가족이나 다른 분께 넘길 때 써요.',
    fileName: '명의변경 신청서.pdf',
  },
  {
    category: 'PAYMENT',
    title: '요금 납부방법 변경 신청서',
    description: '매달 요금을 내는 카드나 계좌를 바꿀 때 써요.',
    fileName: '요금 납부방법 변경 신청서.pdf',
  },
  {
    category: 'CANCEL',
    title: '서비스 해지 신청서',
    description: '바로모바일 서비스를 해지할 때 써요.',
    fileName: '해지 신청서.pdf',
  },
];

/** Puts each form's PDF in storage and offers it, in the order above. */
export async function seedApplicationForms(db: Database, deps: { storage: FileStorage }): Promise<void> {
  const createdAt = new Date('2026-11-01T09:00:00+09:00');
  for (const [index, form] of applicationFormSeeds.entries()) {
    const bytes = await readFile(path.join(applicationFormDir, form.fileName));
    const saved = await deps.storage.save(bytes);
    const [file] = await db
      .insert(storedFiles)
      .values({
        fileId: createFileId(),
        storageKey: saved.key,
        fileName: form.fileName,
        mediaType: 'application/pdf',
        byteSize: saved.byteSize,
        purpose: 'APPLICATION_FORM',
        ownerUserNo: null,
        createdAt,
      })
      .returning({ fileNo: storedFiles.fileNo });
    if (file === undefined) throw new Error('seeding a form file returned no row');
    await db.insert(applicationForms).values({
      category: form.category,
      title: form.title,
      description: form.description,
      fileNo: file.fileNo,
      displayOrder: index + 1,
    });
  }
}

export interface InquirySeed {
  category: InquiryCategory;
  title: string;
  content: string;
  createdAt: string;
  answer: { text: string; answeredAt: string } | null;
}

/** The demo subscriber gildong1's inquiries: two answered, one waiting (docs/accounts.md). */
export const inquirySeeds: readonly InquirySeed[] = [
  {
    category: 'AMOUNT',
    title: '이번 달 요금이 평소보다 많이 나왔어요',
    content:
      '평소에는 3만 원 정도 나오는데 이번 달에는 4만 원이 넘게 나왔어요.\n어떤 요금이 더 붙었는지 알려 주세요.',
    createdAt: '2026-10-28T14:12:00+09:00',
    answer: {
      text: '안녕하세요, 바로모바일입니다.\n확인해 보니 10월에 데이터 추가 충전(1GB, 11,000원)이 한 번 있었어요.\n마이페이지 > 요금 조회에서 항목별 금액을 볼 수 있어요. 더 궁금한 점이 있으면 다시 문의해 주세요.',
      answeredAt: '2026-10-29T10:05:00+09:00',
    },
  },
  {
    category: 'USIM',
    title: '유심 배송은 보통 며칠 걸리나요?',
    content: '어제 유심을 주문했는데 언제쯤 받을 수 있을지 궁금해요. 주말에도 배송되나요?',
    createdAt: '2026-11-10T09:40:00+09:00',
    answer: {
      text: '안녕하세요, 바로모바일입니다.\n유심은 주문 다음 날 출발해 보통 1~2일 안에 받으실 수 있어요. 주말과 공휴일에는 배송하지 않아요.\n배송 상황은 유심 구매 내역에서 확인해 주세요.',
      answeredAt: '2026-11-10T15:20:00+09:00',
    },
  },
  {
    category: 'PLAN',
    title: '데이터 쉐어링을 쓸 수 있나요?',
    content:
      '태블릿에서도 데이터를 나눠 쓰고 싶어요. 지금 쓰는 요금제에서 데이터 쉐어링이 되는지 알려 주세요.',
    createdAt: '2026-11-20T20:15:00+09:00',
    answer: null,
  },
];

export async function seedInquiries(db: Database): Promise<void> {
  const [gildong] = await db
    .select({ userNo: users.userNo })
    .from(users)
    .where(eq(users.loginId, 'gildong1'));
  if (gildong === undefined) throw new Error('the demo subscriber gildong1 is not seeded');
  await db.insert(inquiries).values(
    inquirySeeds.map((inquiry) => ({
      userNo: gildong.userNo,
      category: inquiry.category,
      title: inquiry.title,
      content: inquiry.content,
      answer: inquiry.answer?.text ?? null,
      answeredAt: inquiry.answer === null ? null : new Date(inquiry.answer.answeredAt),
      createdAt: new Date(inquiry.createdAt),
    })),
  );
}
