import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentMethod, USIM_PUBLIC_KINDS } from '@mvno/contract';

type PublicKind = (typeof USIM_PUBLIC_KINDS)[number];

/** What each kind on sale is for, in a line under its name. */
export const usimKindUses: Record<PublicKind, MessageDescriptor> = {
  NORMAL: msg`휴대폰만 쓰면 충분해요.`,
  NFC: msg`교통카드(티머니)를 휴대폰으로 써요.`,
  ONECHIP: msg`교통카드와 모바일 신용카드를 유심 하나로 써요.`,
  ESIM: msg`배송 없이 휴대폰에 내려받아요. eSIM을 지원하는 휴대폰만 쓸 수 있어요.`,
};

/** How an order is paid through the gateway, in the words of the other one-off payment (paying a bill now). */
export const usimPayMethodLabels: Record<PaymentMethod, MessageDescriptor> = {
  CN: msg`신용·체크카드`,
  MC: msg`휴대폰 결제`,
  RA: msg`계좌이체`,
};

export const usimTexts = {
  popupBlocked: msg`결제창을 열지 못했어요. 브라우저에서 이 사이트의 팝업을 허용한 뒤 다시 눌러 주세요.`,
  phoneMonthNote: msg`휴대폰 결제는 결제한 달 안에만 취소할 수 있어요. 달이 지나면 계좌로 환불해 드려요.`,
  free: msg`무료`,
} as const;
