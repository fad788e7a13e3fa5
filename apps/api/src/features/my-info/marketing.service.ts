import {
  formatLongDate,
  marketingChannelLabels,
  marketingChannels,
  messages,
  textOf,
  type MarketingChannel,
  type MarketingConsent,
  type MarketingConsentRequest,
} from '@mvno/contract';
import type { Acting } from '../../shared/actor.ts';
import type { ActionRequest, Once } from '../../db/once.ts';
import type { AfterCommit } from '../../db/transaction.ts';
import type { NotifyProvider } from '../../providers/notify/notify.port.ts';
import type { Clock } from '../../shared/clock.ts';
import { toSeoulIsoString } from '../../shared/seoul-time.ts';
import type { Ownership } from '../lines/own-lines.ts';
import type { LineRecords } from '../lines/lines.service.ts';
import type { MyInfoRepository } from './my-info.repository.ts';

interface ChannelConsent {
  channel: MarketingChannel;
  isAgreed: boolean;
  changedAt: Date | null;
}

/**
 * Consent to advertising, channel by channel (docs/self-care-rules.md, 정보통신망법 §50). Until the
 * subscriber sets a channel, it is as they joined: the one consent of sign-up for every channel.
 */
export function createMarketingService(deps: {
  repository: Pick<LineRecords, 'findSubscriber'>;
  myInfoRepository: Pick<
    MyInfoRepository,
    'findMarketingConsents' | 'lockMarketingAgreement' | 'saveMarketingConsent' | 'setMarketingAgreement'
  >;
  ownership: Ownership;
  once: Once;
  afterCommit: AfterCommit;
  notify: NotifyProvider;
  brandName: string;
  clock: Clock;
}) {
  const { repository, myInfoRepository, ownership, once, afterCommit, notify, brandName, clock } = deps;

  async function consentsOf(
    userNo: number,
    joined: { isMarketingAgree: boolean; marketingAgreedAt: Date | null } | undefined,
  ): Promise<ChannelConsent[]> {
    const set = await myInfoRepository.findMarketingConsents(userNo);
    return marketingChannels.map(
      (channel) =>
        set.find((consent) => consent.channel === channel) ?? {
          channel,
          isAgreed: joined?.isMarketingAgree ?? false,
          changedAt: joined?.isMarketingAgree === true ? joined.marketingAgreedAt : null,
        },
    );
  }

  const answerOf = (consents: ChannelConsent[]): MarketingConsent => ({
    channels: consents.map(({ channel, isAgreed, changedAt }) => ({
      channel,
      isAgreed,
      changedAt: changedAt === null ? null : toSeoulIsoString(changedAt),
    })),
  });

  return {
    async findConsent(acting: Acting): Promise<MarketingConsent> {
      const subscriber = await repository.findSubscriber(acting.userNo);
      return answerOf(await consentsOf(acting.userNo, subscriber));
    },

    /**
     * Sets each channel's consent, once per key, with its audit row. A channel that changes records the time;
     * the subscriber is told the result by text on the line in use (the law's notice of the result).
     */
    changeConsent(
      action: ActionRequest,
      acting: Acting,
      body: MarketingConsentRequest,
    ): Promise<MarketingConsent> {
      return once.run(action, async (audit) => {
        const { line } = await ownership.lineInUse(acting);
        // Two changes at once take turns: each compares with what the other left.
        const joined = await myInfoRepository.lockMarketingAgreement(acting.userNo);
        const before = await consentsOf(acting.userNo, joined);
        const now = clock.now();
        const after = before.map((consent) =>
          consent.isAgreed === body[consent.channel]
            ? consent
            : { channel: consent.channel, isAgreed: body[consent.channel], changedAt: now },
        );
        const changed = after.filter((consent, index) => consent !== before[index]);
        if (changed.length === 0) return answerOf(before);
        for (const consent of after) await myInfoRepository.saveMarketingConsent(acting.userNo, consent);
        const agreedTimes = after.flatMap((consent) =>
          consent.isAgreed && consent.changedAt !== null ? [consent.changedAt.getTime()] : [],
        );
        const agreedAt = after.some((consent) => consent.isAgreed)
          ? new Date(agreedTimes.length > 0 ? Math.max(...agreedTimes) : now.getTime())
          : null;
        await myInfoRepository.setMarketingAgreement(acting.userNo, agreedAt);
        await audit({
          action: 'marketing.consent',
          subject: { kind: 'USER', no: acting.userNo },
          before: Object.fromEntries(before.map((consent) => [consent.channel, consent.isAgreed])),
          after: Object.fromEntries(after.map((consent) => [consent.channel, consent.isAgreed])),
        });
        // Texts go out in Korean, the language of the subscriber's contract.
        const changes = changed
          .map((consent) => {
            const channel = textOf(marketingChannelLabels[consent.channel], 'ko');
            return textOf(
              consent.isAgreed
                ? messages.marketingConsentAgreed(channel)
                : messages.marketingConsentWithdrawn(channel),
              'ko',
            );
          })
          .join(', ');
        const text = textOf(
          messages.marketingConsentResultText({ brandName, day: formatLongDate(now, 'ko'), changes }),
          'ko',
        );
        afterCommit(() => notify.sendSms({ to: line.serviceNumber, text }));
        return answerOf(after);
      });
    },
  };
}
export type MarketingService = ReturnType<typeof createMarketingService>;
