import { inArray } from 'drizzle-orm';
import type { BillType, LineStatus, NetworkType, PaymentMethod } from '@mvno/contract';
import { sandboxCiOf } from '../providers/identity/sandbox.ts';
import type { FieldEncryption } from '../shared/field-encryption.ts';
import { hashPassword } from '../shared/password.ts';
import type { Database } from '../db/client.ts';
import { billAccounts, userLines, users } from '../db/schema/account.ts';
import { linePlans } from '../db/schema/ledger.ts';
import { plans } from '../db/schema/product.ts';
import { requireValue } from './require-value.ts';
import { seoulDayOf } from '../shared/seoul-time.ts';

export interface LineSeed {
  /** The billing account that pays for it, one of its subscriber's. */
  billAcntId: string;
  serviceNumber: string;
  serviceAccount: string;
  planCode: string;
  networkType: NetworkType;
  lineStatus: LineStatus;
  openedAt: string;
}

export interface BillAccountSeed {
  billAcntId: string;
  billType: BillType;
  payMethod: PaymentMethod;
  payInstitution: string;
  payNumberMasked: string;
}

export interface SubscriberSeed {
  /** Customer number (고객번호). */
  custId: string;
  billAccounts: BillAccountSeed[];
  userName: string;
  userBirth: string;
  /** Resident number (made up), stored encrypted. */
  ssn: string;
  userEmail: string;
  /** Null: a subscriber who has not joined the site yet (sign-up demo). */
  login: { loginId: string; password: string } | null;
  isMarketingAgree: boolean;
  lines: LineSeed[];
}

/** Demo subscribers (README "Sandbox test values"). Numbers and resident numbers are made up. */
export const subscriberSeeds: SubscriberSeed[] = [
  {
    custId: '3000258012',
    // Two accounts: the LTE line paid by card with an e-mailed bill, the 5G line by bank transfer.
    billAccounts: [
      {
        billAcntId: '5100258012',
        billType: 'EMAIL',
        payMethod: 'CN',
        payInstitution: '신한카드',
        payNumberMasked: '4518-****-****-2580',
      },
      {
        billAcntId: '5100741085',
        billType: 'SMS',
        payMethod: 'RA',
        payInstitution: '국민은행',
        payNumberMasked: '123456-**-****85',
      },
    ],
    userName: '홍길동',
    userBirth: '19880415',
    ssn: '8804151234567',
    userEmail: 'gildong@baromobile.example',
    login: { loginId: 'gildong1', password: 'Gildong#2580' },
    isMarketingAgree: true,
    lines: [
      {
        billAcntId: '5100258012',
        serviceNumber: '01025801234',
        serviceAccount: '7100258012',
        planCode: 'BARO-LTE-15G',
        networkType: '4G',
        lineStatus: 'ACTIVE',
        openedAt: '2024-03-11T10:20:00+09:00',
      },
      {
        billAcntId: '5100741085',
        serviceNumber: '01074108520',
        serviceAccount: '7100741085',
        planCode: 'BARO-5G-31G',
        networkType: '5G',
        lineStatus: 'ACTIVE',
        openedAt: '2025-06-02T14:05:00+09:00',
      },
    ],
  },
  {
    custId: '3000369024',
    billAccounts: [
      {
        billAcntId: '5100369024',
        billType: 'EMAIL',
        payMethod: 'RA',
        payInstitution: '우리은행',
        payNumberMasked: '1002-***-**1357',
      },
    ],
    userName: '김영희',
    userBirth: '19920823',
    ssn: '9208232345678',
    userEmail: 'younghee@baromobile.example',
    login: { loginId: 'younghee7', password: 'Younghee#1357' },
    isMarketingAgree: false,
    lines: [
      {
        billAcntId: '5100369024',
        serviceNumber: '01036902468',
        serviceAccount: '7100369024',
        planCode: 'BARO-LTE-VOICE-2G',
        networkType: '4G',
        lineStatus: 'ACTIVE',
        openedAt: '2023-11-20T09:40:00+09:00',
      },
    ],
  },
  {
    custId: '3000482613',
    billAccounts: [
      {
        billAcntId: '5100482613',
        billType: 'SMS',
        payMethod: 'CN',
        payInstitution: '현대카드',
        payNumberMasked: '9430-****-****-1357',
      },
    ],
    userName: '이민준',
    userBirth: '19950307',
    ssn: '9503071345678',
    userEmail: '',
    login: null,
    isMarketingAgree: false,
    lines: [
      {
        billAcntId: '5100482613',
        serviceNumber: '01048261357',
        serviceAccount: '7100482613',
        planCode: 'BARO-LTE-7G',
        networkType: '4G',
        lineStatus: 'ACTIVE',
        openedAt: '2025-01-15T16:30:00+09:00',
      },
    ],
  },
  {
    custId: '3000517390',
    billAccounts: [
      {
        billAcntId: '5100517390',
        billType: 'EMAIL',
        payMethod: 'MC',
        payInstitution: '바로모바일',
        payNumberMasked: '010-****-9024',
      },
    ],
    userName: '박서연',
    userBirth: '20010611',
    ssn: '0106114345678',
    userEmail: '',
    login: null,
    isMarketingAgree: false,
    lines: [
      {
        billAcntId: '5100517390',
        serviceNumber: '01051739024',
        serviceAccount: '7100517390',
        planCode: 'BARO-5G-9G',
        networkType: '5G',
        lineStatus: 'ACTIVE',
        openedAt: '2025-09-01T11:00:00+09:00',
      },
    ],
  },
];

/** Adds the demo subscribers and their lines; plans are found by code, so the catalogue must be seeded first. */
export async function seedAccounts(db: Database, deps: { fieldEncryption: FieldEncryption }): Promise<void> {
  const planCodes = subscriberSeeds.flatMap((subscriber) => subscriber.lines.map((line) => line.planCode));
  const planRows = await db
    .select({ planNo: plans.planNo, planCode: plans.planCode })
    .from(plans)
    .where(inArray(plans.planCode, planCodes));
  const planNoByCode = new Map(planRows.map((row) => [row.planCode, row.planNo]));
  const joinedAt = new Date('2025-07-01T09:00:00+09:00');

  for (const subscriber of subscriberSeeds) {
    const firstLine = subscriber.lines[0];
    const rows = await db
      .insert(users)
      .values({
        loginId: subscriber.login?.loginId ?? null,
        passwordHash: subscriber.login === null ? null : await hashPassword(subscriber.login.password),
        userName: subscriber.userName,
        userBirth: subscriber.userBirth,
        userEmail: subscriber.userEmail,
        ci: firstLine === undefined ? null : sandboxCiOf(subscriber.userName, firstLine.serviceNumber),
        custId: subscriber.custId,
        ssnEncrypted: deps.fieldEncryption.encrypt(subscriber.ssn, 'users.ssn'),
        isMarketingAgree: subscriber.isMarketingAgree,
        marketingAgreedAt: subscriber.isMarketingAgree ? joinedAt : null,
        joinedAt: subscriber.login === null ? null : joinedAt,
      })
      .returning({ userNo: users.userNo });
    const userNo = rows[0]?.userNo;
    if (userNo === undefined) throw new Error('seeding a subscriber returned no row');
    await db
      .insert(billAccounts)
      .values(
        subscriber.billAccounts.map((account) => ({ ...account, userNo, payerName: subscriber.userName })),
      );
    const lineRows = await db
      .insert(userLines)
      .values(
        subscriber.lines.map((line) => ({
          userNo,
          billAcntId: line.billAcntId,
          serviceNumber: line.serviceNumber,
          serviceAccount: line.serviceAccount,
          planNo: requireValue(planNoByCode, line.planCode),
          networkType: line.networkType,
          lineStatus: line.lineStatus,
          openedAt: new Date(line.openedAt),
        })),
      )
      .returning({
        userLineNo: userLines.userLineNo,
        planNo: userLines.planNo,
        openedAt: userLines.openedAt,
      });
    // The plan history starts with the plan each line opened on.
    await db.insert(linePlans).values(
      lineRows.map((line) => ({
        userLineNo: line.userLineNo,
        planNo: line.planNo,
        startsOn: seoulDayOf(line.openedAt),
      })),
    );
  }
}
