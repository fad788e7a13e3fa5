// Enumerations of spec §3 — Opening a line and ordering its SIM: what is bought, how it travels, what is agreed to and proven.

export const usimKinds = ['NFC', 'NORMAL', 'ONECHIP', 'ESIM', 'NORMAL_TEST'] as const;
export type UsimKind = (typeof usimKinds)[number];

/** P paid, C cancelled, S shipping, F finished. */
export const usimOrderStatuses = ['P', 'C', 'S', 'F'] as const;
export type UsimOrderStatus = (typeof usimOrderStatuses)[number];

export const deliveryTypes = ['BASIC', 'RIDER'] as const;
export type DeliveryType = (typeof deliveryTypes)[number];

export const joinTypes = ['NEW', 'MOVE'] as const;
export type JoinType = (typeof joinTypes)[number];

export const termsTypes = [
  'TERMS_SERVICE',
  'UNIQUE',
  'PRIVACY',
  'LOCATION',
  'THIRD_PARTY_PROVIDE',
  'THIRD_PARTY_CONSIGNED',
  'CREDIT',
  'REMAINING_CHARGE',
  'MARKETING',
  'LEGAL_REPRESENTATIVE',
  'USIM_PURCHASE',
] as const;
export type TermsType = (typeof termsTypes)[number];

export const portingAuthMethods = ['BANK', 'CARD', 'GIRO', 'USIM'] as const;
export type PortingAuthMethod = (typeof portingAuthMethods)[number];

export const receiptTypes = ['SELF', 'COUNSELOR'] as const;
export type ReceiptType = (typeof receiptTypes)[number];

/** C ID card, D driver's licence. */
export const identityDocuments = ['C', 'D'] as const;
export type IdentityDocument = (typeof identityDocuments)[number];
