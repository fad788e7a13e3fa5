import type { FastifyBaseLogger } from 'fastify';
import {
  BILL_DUE_DAY,
  BILLING_AUTH_RETURN_PATH,
  maskName,
  messages,
  type PayMethod,
  type PayMethodAuth,
  type PayMethodAuthRequest,
} from '@mvno/contract';
import { assertRecentlyReauthenticated } from '../../auth/reauth.ts';
import type { Acting } from '../../shared/actor.ts';
import type { ActionRequest, Once } from '../../db/once.ts';
import type { AfterCommit, RunInTransaction } from '../../db/transaction.ts';
import type { BillingKeyAnswer, PaymentGateway } from '../../providers/payment/payment.port.ts';
import { AppError } from '../../shared/app-error.ts';
import type { Clock } from '../../shared/clock.ts';
import type { Ownership } from '../lines/own-lines.ts';
import type { PayMethodRepository } from './pay-method.repository.ts';
import type { LineRecords } from '../lines/lines.service.ts';

type Locked = Awaited<ReturnType<PayMethodRepository['lockAccount']>>;

/** The account as its screens show it: the card or account masked, the holder masked. */
const shownOf = (account: Omit<Locked, 'billingKey' | 'billingCustomerKey'>): PayMethod => ({
  billAcntId: account.billAcntId,
  payMethod: account.payMethod,
  payInstitution: account.payInstitution,
  payNumberMasked: account.payNumberMasked,
  payerName: maskName(account.payerName),
  dueDay: BILL_DUE_DAY,
  billType: account.billType,
});

/** `1990-03-15` and `19900315` are one birth date. */
const sameDay = (holderBirth: string, userBirth: string) => holderBirth.replaceAll('-', '') === userBirth;

/**
 * How a billing account pays (docs/payments.md, automatic debit): a card or bank account registered in the
 * gateway's billing-auth window becomes the account's automatic debit once its holder, as the card company
 * or bank confirmed, is the subscriber (same name and date of birth); the account keeps only the gateway's
 * billing key and the masked number, and the key it replaces is deleted at the gateway after the change is
 * kept. A new card or account needs the password confirmed within the last minutes; the bill's delivery
 * alone does not.
 */
export function createPayMethodService(deps: {
  repository: Pick<LineRecords, 'findSubscriber'>;
  payMethodRepository: PayMethodRepository;
  ownership: Ownership;
  gateway: Pick<PaymentGateway, 'billingAuthAddress' | 'issueBillingKey' | 'removeBillingKey'>;
  once: Pick<Once, 'run' | 'runAcross'>;
  transaction: RunInTransaction;
  afterCommit: AfterCommit;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'error'>;
}) {
  const { repository, payMethodRepository: accounts, ownership, gateway, once } = deps;
  const { transaction, afterCommit, clock, log } = deps;

  const removeKey = (billingKey: string, customerKey: string) =>
    gateway.removeBillingKey({ billingKey, customerKey }).catch((error: unknown) => {
      // The key charges nothing while no account names it; the gateway's own expiry removes it at last.
      log.error({ err: error }, 'a billing key no account uses could not be removed at the gateway');
    });

  async function change(
    action: ActionRequest,
    acting: Acting,
    body: { billAcntId?: string | undefined; authKey?: string | undefined; billType: PayMethod['billType'] },
  ): Promise<PayMethod> {
    const billAcntId = await ownership.accountOf(acting, body.billAcntId);
    const { authKey } = body;
    if (authKey === undefined)
      return once.run(action, async (audit) => {
        const before = await accounts.lockAccount(billAcntId);
        if (before.billType !== body.billType) {
          await accounts.setBillType(billAcntId, body.billType);
          await audit({
            action: 'bill-account.bill-type',
            subject: { kind: 'BILL_ACCOUNT', no: billAcntId },
            before: { billType: before.billType },
            after: { billType: body.billType },
          });
        }
        return shownOf({ ...before, billType: body.billType });
      });

    assertRecentlyReauthenticated(acting, clock.now());
    return once.runAcross(action, {
      begin: async () => {
        const account = await accounts.lockAccount(billAcntId);
        // No billing-auth window was opened for this account: nothing can have been registered.
        if (account.billingCustomerKey === null) throw AppError.business(messages.payMethodNotRegistered);
        const subscriber = await repository.findSubscriber(acting.userNo);
        if (subscriber === undefined) throw new Error(`no subscriber ${acting.userNo}`);
        return { customerKey: account.billingCustomerKey, subscriber };
      },
      call: async ({ customerKey, subscriber }): Promise<BillingKeyAnswer | { outcome: 'NOT_HOLDER' }> => {
        const answer = await gateway.issueBillingKey({ authKey, customerKey });
        if (answer.outcome !== 'DONE') return answer;
        const { holderName, holderBirth } = answer.billingKey;
        if (holderName.trim() === subscriber.userName && sameDay(holderBirth, subscriber.userBirth))
          return answer;
        await removeKey(answer.billingKey.billingKey, customerKey);
        return { outcome: 'NOT_HOLDER' };
      },
      finish: async ({ customerKey }, answer, audit) => {
        if (answer.outcome === 'NOT_HOLDER') throw AppError.business(messages.payMethodHolderMismatch);
        if (answer.outcome !== 'DONE') throw AppError.business(messages.payMethodNotRegistered);
        const key = answer.billingKey;
        const before = await accounts.lockAccount(billAcntId);
        const debit = {
          payMethod: key.payMethod,
          payInstitution: key.issuer,
          payNumberMasked: key.maskedNumber,
          payerName: key.holderName.trim(),
          billingKey: key.billingKey,
        };
        await accounts.setAutomaticDebit(billAcntId, debit);
        await accounts.setBillType(billAcntId, body.billType);
        await audit({
          action: 'bill-account.pay-method',
          subject: { kind: 'BILL_ACCOUNT', no: billAcntId },
          before: {
            payMethod: before.payMethod,
            payInstitution: before.payInstitution,
            payNumberMasked: before.payNumberMasked,
            billType: before.billType,
          },
          after: {
            payMethod: debit.payMethod,
            payInstitution: debit.payInstitution,
            payNumberMasked: debit.payNumberMasked,
            billType: body.billType,
          },
        });
        const replaced = before.billingKey;
        if (replaced !== null && replaced !== key.billingKey)
          afterCommit(() => removeKey(replaced, customerKey));
        return shownOf({ ...before, ...debit, billType: body.billType });
      },
    });
  }

  return {
    /** The billing-auth window's address for one of the subscriber's accounts (the line in use's by default). */
    async requestAuth(
      acting: Acting,
      body: PayMethodAuthRequest,
      language: 'ko' | 'en',
    ): Promise<PayMethodAuth> {
      const billAcntId = await ownership.accountOf(acting, body.billAcntId);
      const customerKey = await transaction(() => accounts.customerKeyOf(billAcntId));
      return {
        billAcntId,
        customerKey,
        checkoutAddress: gateway.billingAuthAddress({
          customerKey,
          payMethod: body.payMethod,
          returnPath: BILLING_AUTH_RETURN_PATH,
          language,
        }),
      };
    },

    change,
  };
}
export type PayMethodService = ReturnType<typeof createPayMethodService>;
