import {
  corpCodes,
  maskName,
  type CiLines,
  type ContractSale,
  type CorpCodeList,
  type CorpType,
  type Customer,
  type CustomerLine,
  type CustomerV2,
  type ServiceAgreement,
  type ServiceAgreementV2,
  type ServiceInfo,
} from '@mvno/contract';
import type { Acting } from '../../shared/actor.ts';
import type { Clock } from '../../shared/clock.ts';
import { seoulDayOf, toSeoulIsoString } from '../../shared/seoul-time.ts';
import { wholeMonthsBetween } from '../bills/bill-read.service.ts';
import { maskedNumber, notOwn, type Ownership } from '../lines/own-lines.ts';
import type { LineRecords, OwnLine } from '../lines/lines.service.ts';
import type { MyInfoRepository } from './my-info.repository.ts';

/** An e-mail address with its name masked after two letters: gi******@baromobile.example. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 1) return email === '' ? '' : '*'.repeat(email.length);
  const name = email.slice(0, at);
  return `${name.slice(0, 2)}${'*'.repeat(Math.max(1, name.length - 2))}${email.slice(at)}`;
}

/** A birth date with the month and day hidden: 1988-**-**. */
const maskBirth = (userBirth: string) => `${userBirth.slice(0, 4)}-**-**`;

/** The subscriber, their lines, discounts and agreements, masked where a person's details are shown. */
export function createAccountReadService(deps: {
  repository: Pick<LineRecords, 'findSubscriber' | 'findPaymentLimits' | 'findDiscounts'>;
  myInfoRepository: Pick<MyInfoRepository, 'findAddServices'>;
  ownership: Ownership;
  clock: Clock;
}) {
  const { repository, myInfoRepository, ownership, clock } = deps;

  const lineOf = (line: OwnLine, acting: Acting): CustomerLine => ({
    userLineNo: line.userLineNo,
    serviceNumber: maskedNumber(line.serviceNumber),
    serviceAccount: line.serviceAccount,
    planNo: line.planNo,
    planName: line.planName,
    networkType: line.networkType,
    lineStatus: line.lineStatus,
    openedOn: seoulDayOf(line.openedAt),
    billAcntId: line.billAcntId,
    billType: line.billType,
    isInUse: line.userLineNo === acting.userLineNo,
  });

  async function subscriberOf(acting: Acting) {
    const subscriber = await repository.findSubscriber(acting.userNo);
    if (subscriber === undefined) throw notOwn();
    return subscriber;
  }

  const detailsOf = (subscriber: Awaited<ReturnType<typeof subscriberOf>>) => ({
    userName: maskName(subscriber.userName),
    userBirth: maskBirth(subscriber.userBirth),
    userEmail: maskEmail(subscriber.userEmail),
    custId: subscriber.custId,
  });

  const isMicroPaymentAllowed = async (userLineNo: number) => {
    const [latest] = await repository.findPaymentLimits(userLineNo);
    return (latest?.monthlyLimit ?? 0) > 0;
  };

  return {
    async findCustomer(acting: Acting): Promise<Customer> {
      const [{ line }, subscriber] = await Promise.all([ownership.lineInUse(acting), subscriberOf(acting)]);
      return { ...detailsOf(subscriber), line: lineOf(line, acting) };
    },

    async findCustomerV2(acting: Acting): Promise<CustomerV2> {
      const [lines, subscriber] = await Promise.all([ownership.linesOf(acting), subscriberOf(acting)]);
      return {
        ...detailsOf(subscriber),
        isMarketingAgree: subscriber.isMarketingAgree,
        lines: lines.map((line) => lineOf(line, acting)),
      };
    },

    async findContractSale(acting: Acting): Promise<ContractSale> {
      const { line } = await ownership.lineInUse(acting);
      const today = seoulDayOf(clock.now());
      const discounts = await repository.findDiscounts(line.userLineNo);
      return {
        list: discounts.map((discount) => ({
          kind: discount.kind,
          discountName: discount.discountName,
          percent: discount.percent,
          monthlyAmount: discount.monthlyAmount,
          contractMonths: discount.contractMonths,
          startsOn: discount.startsOn,
          endsOn: discount.endsOn,
          monthsKept: Math.max(0, wholeMonthsBetween(discount.startsOn, today)),
          isActive: discount.startsOn <= today && (discount.endsOn === null || discount.endsOn >= today),
        })),
      };
    },

    async findServiceAgreement(acting: Acting): Promise<ServiceAgreement> {
      const [{ line }, subscriber] = await Promise.all([ownership.lineInUse(acting), subscriberOf(acting)]);
      return {
        isMarketingAgree: subscriber.isMarketingAgree,
        marketingAgreedAt:
          subscriber.marketingAgreedAt === null ? null : toSeoulIsoString(subscriber.marketingAgreedAt),
        billType: line.billType,
        isMicroPaymentAllowed: await isMicroPaymentAllowed(line.userLineNo),
      };
    },

    async findServiceAgreementV2(acting: Acting): Promise<ServiceAgreementV2> {
      const [lines, subscriber] = await Promise.all([ownership.linesOf(acting), subscriberOf(acting)]);
      return {
        isMarketingAgree: subscriber.isMarketingAgree,
        marketingAgreedAt:
          subscriber.marketingAgreedAt === null ? null : toSeoulIsoString(subscriber.marketingAgreedAt),
        list: await Promise.all(
          lines.map(async (line) => ({
            userLineNo: line.userLineNo,
            serviceNumber: maskedNumber(line.serviceNumber),
            billType: line.billType,
            isMicroPaymentAllowed: await isMicroPaymentAllowed(line.userLineNo),
          })),
        ),
      };
    },

    findCorpCodes(query: { corpType?: CorpType | undefined } = {}): CorpCodeList {
      return {
        list: corpCodes.filter((corp) => query.corpType === undefined || corp.corpType === query.corpType),
      };
    },

    async findExtServiceInfo(acting: Acting): Promise<ServiceInfo> {
      const { line } = await ownership.lineInUse(acting);
      const addServices = await myInfoRepository.findAddServices(line.userLineNo, seoulDayOf(clock.now()));
      return {
        userLineNo: line.userLineNo,
        serviceNumber: maskedNumber(line.serviceNumber),
        planNo: line.planNo,
        planName: line.planName,
        basicAmount: line.basicAmount,
        networkType: line.networkType,
        lineStatus: line.lineStatus,
        openedOn: seoulDayOf(line.openedAt),
        addServices,
      };
    },

    /** Lines held by the same person: a subscriber is one identity (one CI), so their own lines, ended ones too. */
    async findCiLines(acting: Acting): Promise<CiLines> {
      const lines = await ownership.linesOf(acting);
      return {
        list: lines.map((line) => ({
          serviceNumber: maskedNumber(line.serviceNumber),
          lineStatus: line.lineStatus,
          planName: line.planName,
          openedOn: seoulDayOf(line.openedAt),
          isInUse: line.userLineNo === acting.userLineNo,
        })),
      };
    },
  };
}

export type AccountReadService = ReturnType<typeof createAccountReadService>;
