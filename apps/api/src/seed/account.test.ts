import { describe, expect, it } from 'vitest';
import {
  findContinuousCharacterError,
  isMobileNumber,
  isResidentNumber,
  isValidLoginId,
  isValidPassword,
} from '@mvno/contract';
import { subscriberSeeds } from './account.ts';
import { planSeeds } from './product.ts';

describe('seeded subscribers', () => {
  const logins = subscriberSeeds.flatMap((subscriber) =>
    subscriber.login === null ? [] : [subscriber.login],
  );

  it('has 홍길동 with an LTE and a 5G line on different plans, a one-line subscriber, and two to sign up', () => {
    const gildong = subscriberSeeds.find((subscriber) => subscriber.login?.loginId === 'gildong1');
    expect(gildong?.userName).toBe('홍길동');
    expect(gildong?.login?.password).toBe('Gildong#2580');
    expect(gildong?.lines.map((line) => line.networkType).sort()).toEqual(['4G', '5G']);
    expect(new Set(gildong?.lines.map((line) => line.planCode)).size).toBe(2);
    expect(logins).toHaveLength(2);
    expect(subscriberSeeds.filter((subscriber) => subscriber.login === null)).toHaveLength(2);
  });

  it.each(logins.map((entry) => [entry.loginId, entry.password] as const))(
    '%s meets the §5 ID and password rules',
    (loginId, password) => {
      expect(isValidLoginId(loginId)).toBe(true);
      expect(isValidPassword(password)).toBe(true);
      expect(findContinuousCharacterError(password)).toBeNull();
    },
  );

  it.each(subscriberSeeds.map((subscriber) => [subscriber.userName, subscriber] as const))(
    '%s has a real-looking resident number, birth date and 010 lines on existing plans of their network',
    (_name, subscriber) => {
      expect(isResidentNumber(subscriber.ssn)).toBe(true);
      expect(subscriber.userBirth.slice(2)).toBe(subscriber.ssn.slice(0, 6));
      for (const line of subscriber.lines) {
        expect(line.serviceNumber.startsWith('010') && isMobileNumber(line.serviceNumber)).toBe(true);
        expect(planSeeds.find((plan) => plan.planCode === line.planCode)?.networkType).toBe(line.networkType);
      }
    },
  );

  it('gives every line its own number and contract', () => {
    const lines = subscriberSeeds.flatMap((subscriber) => subscriber.lines);
    expect(new Set(lines.map((line) => line.serviceNumber)).size).toBe(lines.length);
    expect(new Set(lines.map((line) => line.serviceAccount)).size).toBe(lines.length);
  });
});
