import type { Company } from '@mvno/contract';

/** The company details a stubbed common/company answers, whole as the contract has them. */
export const companyEntity: Company = {
  brandName: '바로모바일',
  brandNameEn: 'Baro Mobile',
  companyName: '주식회사 바로모바일',
  ceoName: '김바로',
  businessNumber: '123-45-67890',
  mailOrderNumber: '2026-서울강남-0001',
  address: '서울특별시 강남구 테헤란로 1',
  email: 'help@baromobile.example',
  freeCallNumber: '114',
  paidCallNumber: '1588-0114',
  hours: '평일 09:00~18:00',
  hoursEn: 'Weekdays 09:00–18:00',
  externalLinks: [],
};
