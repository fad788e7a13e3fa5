import { inArray } from 'drizzle-orm';
import type { LineStatus, NetworkType } from '@mvno/contract';
import { sandboxCiOf } from '../providers/identity/sandbox.ts';
import type { FieldEncryption } from '../shared/field-encryption.ts';
import { hashPassword } from '../shared/password.ts';
import type { Database } from '../db/client.ts';
import { userLines, users } from '../db/schema/account.ts';
import { plans } from '../db/schema/product.ts';
import { requireValue } from './require-value.ts';

export interface LineSeed {
  serviceNumber: string;
  serviceAccount: string;
  planCode: string;
  networkType: NetworkType;
  lineStatus: LineStatus;
  openedAt: string;
}

export interface SubscriberSeed {
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
    userName: '홍길동',
    userBirth: '19880415',
    ssn: '8804151234567',
    userEmail: 'gildong@baromobile.example',
    login: { loginId: 'gildong1', password: 'Gildong#2580' },
    isMarketingAgree: true,
    lines: [
      {
        serviceNumber: '01025801234',
        serviceAccount: '7100258012',
        planCode: 'BARO-LTE-15G',
        networkType: '4G',
        lineStatus: 'ACTIVE',
        openedAt: '2024-03-11T10:20:00+09:00',
      },
      {
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
    userName: '김영희',
    userBirth: '19920823',
    ssn: '9208232345678',
    userEmail: 'younghee@baromobile.example',
    login: { loginId: 'younghee7', password: 'Younghee#1357' },
    isMarketingAgree: false,
    lines: [
      {
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
    userName: '이민준',
    userBirth: '19950307',
    ssn: '9503071345678',
    userEmail: '',
    login: null,
    isMarketingAgree: false,
    lines: [
      {
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
    userName: '박서연',
    userBirth: '20010611',
    ssn: '0106114345678',
    userEmail: '',
    login: null,
    isMarketingAgree: false,
    lines: [
      {
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
        ssnEncrypted: deps.fieldEncryption.encrypt(subscriber.ssn, 'users.ssn'),
        isMarketingAgree: subscriber.isMarketingAgree,
        marketingAgreedAt: subscriber.isMarketingAgree ? joinedAt : null,
        joinedAt: subscriber.login === null ? null : joinedAt,
      })
      .returning({ userNo: users.userNo });
    const userNo = rows[0]?.userNo;
    if (userNo === undefined) throw new Error('seeding a subscriber returned no row');
    await db.insert(userLines).values(
      subscriber.lines.map((line) => ({
        userNo,
        serviceNumber: line.serviceNumber,
        serviceAccount: line.serviceAccount,
        planNo: requireValue(planNoByCode, line.planCode),
        networkType: line.networkType,
        lineStatus: line.lineStatus,
        openedAt: new Date(line.openedAt),
      })),
    );
  }
}
