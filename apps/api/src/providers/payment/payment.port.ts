import type { PaymentMethod } from '@mvno/contract';

// The payment gateway (PG: Toss Payments, KG Inicis, PortOne), as Korean gateways work (docs/payments.md):
//
// 1. We keep the order (our orderId and its amount) and open the gateway's checkout in the payment popup
//    (`checkoutAddress`). The payer approves there with a card, a phone bill or a bank transfer.
// 2. The gateway sends the popup back to our return address with its paymentKey, the orderId and the amount.
//    Nothing is charged yet: the payment is only authorised.
// 3. We check the orderId and the amount against our own record and confirm (`confirm`) within the gateway's
//    window, with an idempotency key. Only a confirmed payment is money.
// 4. A confirmed payment is cancelled whole, or in part where the method allows (`cancel`).
//
// Results are our own types; an adapter maps its vendor's codes onto them. Amounts are whole won. A call that
// does not answer in time throws ProviderTimeoutError; an answer the adapter cannot read throws
// GatewayUnreadableAnswerError. Either way the outcome is unknown, and the caller reads the payment back.

/** How long a payer's authorisation waits for our confirm before the gateway lets it go. */
export const GATEWAY_CONFIRM_WINDOW_MINUTES = 10;

export type GatewayStatus =
  /** Approved by the payer in the checkout; not yet confirmed by us. */
  | 'AUTHORIZED'
  /** Confirmed: the money moves. */
  | 'DONE'
  | 'PARTIAL_CANCELED'
  | 'CANCELED'
  /** Not confirmed within the window, or refused when confirmed: nothing was charged. */
  | 'ABORTED';

export interface GatewayPayment {
  paymentKey: string;
  orderId: string;
  payMethod: PaymentMethod;
  totalAmount: number;
  /** What is still charged: the total less what was cancelled. */
  balanceAmount: number;
  status: GatewayStatus;
  /** When it was confirmed; null before. */
  approvedAt: Date | null;
  /** The card company, phone carrier or bank, as the gateway names it. */
  issuer: string;
  /** The number paid with, as the gateway masks it; a whole card or account number never reaches us. */
  maskedNumber: string;
}

/** Why the gateway refused a confirm or a cancel. */
export type GatewayRefusal =
  /** The card company, carrier or bank declined (limit, balance, a blocked card). */
  | 'DECLINED'
  /** The amount is not the one the payer authorised. */
  | 'AMOUNT_MISMATCH'
  | 'NOT_FOUND'
  /** The confirm window had passed. */
  | 'EXPIRED'
  /** Not in a state this can be done in (a confirm of a cancelled payment, a cancel of an aborted one). */
  | 'NOT_ALLOWED'
  /** A phone payment cancelled after the month it was paid in: the carrier has billed it. */
  | 'PERIOD_OVER'
  /** A part of a payment whose method cancels only whole (a phone payment). */
  | 'PARTIAL_NOT_ALLOWED'
  /** More than is left to cancel. */
  | 'EXCEEDS_BALANCE';

export type GatewayAnswer =
  | { outcome: 'DONE'; payment: GatewayPayment }
  | { outcome: 'REFUSED'; refusal: GatewayRefusal; message: string };

/** What the checkout shows and charges, and where it sends the payer back. */
export interface CheckoutOrder {
  orderId: string;
  amount: number;
  /** What the payer sees they are paying for: `2026년 10월 요금`. */
  orderName: string;
  payMethod: PaymentMethod;
  /** A path on our site the popup returns to, with paymentKey, orderId and amount (or code and message). */
  returnPath: string;
  /** The language the checkout speaks: the page's that opened it. */
  language: 'ko' | 'en';
}

/** A gateway's notice that a payment changed, verified as the gateway's. Its content is not trusted. */
export interface GatewayWebhookEvent {
  /** The gateway's id of the notice: a notice delivered twice carries the same id. */
  eventId: string;
  orderId: string;
}

/**
 * Automatic debit (자동결제) by billing key: the payer registers a card or a bank account once in the gateway's
 * billing-auth window (the same payment popup); the gateway sends the popup back with an authKey, which we
 * exchange for a billing key. We keep only the key and the masked number; the gateway charges it each month
 * with no window. The gateway has the card company or bank confirm who holds the card or account (실명 확인)
 * and tells us, so that we can check the holder is our subscriber.
 */
export interface BillingAuthOrder {
  /** Our id of the payer at the gateway: the billing account's. */
  customerKey: string;
  payMethod: 'CN' | 'RA';
  /** A path on our site the popup returns to, with authKey and customerKey (or code and message). */
  returnPath: string;
  language: 'ko' | 'en';
}

export interface BillingKey {
  billingKey: string;
  customerKey: string;
  payMethod: 'CN' | 'RA';
  /** The card company or bank, as the gateway names it. */
  issuer: string;
  maskedNumber: string;
  /** Who holds the card or account, as its company or bank confirmed: name and birth date (YYYY-MM-DD). */
  holderName: string;
  holderBirth: string;
}

export type BillingKeyAnswer =
  | { outcome: 'DONE'; billingKey: BillingKey }
  | { outcome: 'REFUSED'; refusal: GatewayRefusal; message: string };

export class GatewayUnreadableAnswerError extends Error {
  constructor(readonly detail: string) {
    super(`the payment gateway answered something unreadable: ${detail}`);
    this.name = 'GatewayUnreadableAnswerError';
  }
}

export interface PaymentGateway {
  /** The gateway's checkout for an order: where the payment popup opens. */
  checkoutAddress(order: CheckoutOrder): string;
  /** Confirms an authorised payment; the same idempotency key again answers the first confirm again. */
  confirm(input: {
    paymentKey: string;
    orderId: string;
    amount: number;
    idempotencyKey: string;
  }): Promise<GatewayAnswer>;
  /** The payment of an order as the gateway knows it now; undefined when the payer never got as far. */
  find(input: { orderId: string }): Promise<GatewayPayment | undefined>;
  /** Cancels all (no amount) or part of a payment; the same idempotency key again cancels nothing more. */
  cancel(input: {
    paymentKey: string;
    amount?: number;
    reason: string;
    idempotencyKey: string;
  }): Promise<GatewayAnswer>;
  /** The gateway's billing-auth window for a payer: where the popup opens to register a card or account. */
  billingAuthAddress(order: BillingAuthOrder): string;
  /** Exchanges the authKey the window returned for a billing key; an authKey is used once. */
  issueBillingKey(input: { authKey: string; customerKey: string }): Promise<BillingKeyAnswer>;
  /**
   * Charges a billing key at once (no window, no confirm): the payment is DONE or refused. The same
   * idempotency key again answers the first charge again.
   */
  chargeBillingKey(input: {
    billingKey: string;
    customerKey: string;
    orderId: string;
    amount: number;
    orderName: string;
    idempotencyKey: string;
  }): Promise<GatewayAnswer>;
  /** Deletes a billing key: it charges nothing more. Safe to repeat. */
  removeBillingKey(input: { billingKey: string; customerKey: string }): Promise<void>;
  /** A webhook's event when its signature is the gateway's; undefined otherwise. */
  verifyWebhook(input: { signature: string | undefined; body: string }): GatewayWebhookEvent | undefined;
}

/** What the payer types in the sandbox's billing-auth window. */
export interface SandboxBillingAuthorization {
  customerKey: string;
  payMethod: 'CN' | 'RA';
  number: string;
  corpCode?: string;
  holderName: string;
  /** YYYY-MM-DD. */
  holderBirth: string;
}

/** What the payer types in the sandbox's checkout. */
export interface SandboxAuthorization {
  orderId: string;
  amount: number;
  payMethod: PaymentMethod;
  /** Card number, phone number or account number, digits only. */
  number: string;
  /** The card company or bank (corp codes); for a phone payment, none. */
  corpCode?: string;
}

export type SandboxAuthorizeAnswer =
  | { outcome: 'AUTHORIZED'; paymentKey: string }
  | { outcome: 'REFUSED'; refusal: GatewayRefusal; message: string };

export type SandboxBillingAuthorizeAnswer =
  | { outcome: 'AUTHORIZED'; authKey: string }
  | { outcome: 'REFUSED'; refusal: GatewayRefusal; message: string };

/**
 * The sandbox gateway's own checkout and billing-auth window, which this server serves in place of a
 * vendor's window while the sandbox is the gateway (features/sandbox): what the payer typed, authorised or
 * refused as the sandbox's test numbers say.
 */
export interface SandboxCheckout {
  authorize(input: SandboxAuthorization): Promise<SandboxAuthorizeAnswer>;
  authorizeBilling(input: SandboxBillingAuthorization): Promise<SandboxBillingAuthorizeAnswer>;
}
