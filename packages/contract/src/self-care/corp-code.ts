import { z } from 'zod';
import { corpTypes, type CorpType } from '../enums.ts';

/**
 * The 12 card companies and 24 banks a bill can be paid from (spec §3: "exist with codes"), by their codes
 * at the Korea Financial Telecommunications and Clearings Institute (금융결제원), which automatic payments
 * (CMS) use.
 */
export const corpCodes: ReadonlyArray<{ corpCode: string; corpName: string; corpType: CorpType }> = [
  { corpCode: '381', corpName: 'KB국민카드', corpType: 'CARD' },
  { corpCode: '366', corpName: '신한카드', corpType: 'CARD' },
  { corpCode: '365', corpName: '삼성카드', corpType: 'CARD' },
  { corpCode: '367', corpName: '현대카드', corpType: 'CARD' },
  { corpCode: '368', corpName: '롯데카드', corpType: 'CARD' },
  { corpCode: '374', corpName: '하나카드', corpType: 'CARD' },
  { corpCode: '041', corpName: '우리카드', corpType: 'CARD' },
  { corpCode: '361', corpName: 'BC카드', corpType: 'CARD' },
  { corpCode: '371', corpName: 'NH농협카드', corpType: 'CARD' },
  { corpCode: '370', corpName: '씨티카드', corpType: 'CARD' },
  { corpCode: '364', corpName: '광주카드', corpType: 'CARD' },
  { corpCode: '372', corpName: '전북카드', corpType: 'CARD' },
  { corpCode: '004', corpName: 'KB국민은행', corpType: 'BANK' },
  { corpCode: '088', corpName: '신한은행', corpType: 'BANK' },
  { corpCode: '020', corpName: '우리은행', corpType: 'BANK' },
  { corpCode: '081', corpName: '하나은행', corpType: 'BANK' },
  { corpCode: '011', corpName: 'NH농협은행', corpType: 'BANK' },
  { corpCode: '003', corpName: 'IBK기업은행', corpType: 'BANK' },
  { corpCode: '002', corpName: 'KDB산업은행', corpType: 'BANK' },
  { corpCode: '007', corpName: 'Sh수협은행', corpType: 'BANK' },
  { corpCode: '023', corpName: 'SC제일은행', corpType: 'BANK' },
  { corpCode: '027', corpName: '한국씨티은행', corpType: 'BANK' },
  { corpCode: '031', corpName: 'iM뱅크', corpType: 'BANK' },
  { corpCode: '032', corpName: '부산은행', corpType: 'BANK' },
  { corpCode: '034', corpName: '광주은행', corpType: 'BANK' },
  { corpCode: '035', corpName: '제주은행', corpType: 'BANK' },
  { corpCode: '037', corpName: '전북은행', corpType: 'BANK' },
  { corpCode: '039', corpName: '경남은행', corpType: 'BANK' },
  { corpCode: '045', corpName: '새마을금고', corpType: 'BANK' },
  { corpCode: '048', corpName: '신협', corpType: 'BANK' },
  { corpCode: '050', corpName: '저축은행', corpType: 'BANK' },
  { corpCode: '064', corpName: '산림조합', corpType: 'BANK' },
  { corpCode: '071', corpName: '우체국', corpType: 'BANK' },
  { corpCode: '089', corpName: '케이뱅크', corpType: 'BANK' },
  { corpCode: '090', corpName: '카카오뱅크', corpType: 'BANK' },
  { corpCode: '092', corpName: '토스뱅크', corpType: 'BANK' },
];

export const corpCodeSchema = z.object({
  corpCode: z.string(),
  corpName: z.string(),
  corpType: z.enum(corpTypes),
});
/** `GET self-care/corp/code` (all) and `GET self-care/v2/corp-code` (of one type). */
export const corpCodeListSchema = z.object({ list: z.array(corpCodeSchema) });
export type CorpCodeList = z.infer<typeof corpCodeListSchema>;
export const corpCodeRequestSchema = z.object({ corpType: z.enum(corpTypes).optional() });
export type CorpCodeRequest = z.input<typeof corpCodeRequestSchema>;
