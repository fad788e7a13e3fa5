/**
 * eSIM devices and EIDs (docs/usim-orders.md). A profile is made for one device: its EID (the eUICC's id,
 * GSMA SGP.29) and a model that takes an eSIM in Korea (since September 2022). Anything else is refused
 * before payment, with a USIM offered instead.
 */

export const esimDeviceMakers = ['SAMSUNG', 'APPLE'] as const;
export type EsimDeviceMaker = (typeof esimDeviceMakers)[number];

export interface EsimDevice {
  /** Samsung's model number (SM-…N for Korea), or ours for an iPhone. */
  modelCode: string;
  maker: EsimDeviceMaker;
  /** The name on the box, the same in every language. */
  modelName: string;
}

const samsung = (modelCode: string, modelName: string): EsimDevice => ({
  modelCode,
  maker: 'SAMSUNG',
  modelName,
});
const apple = (modelCode: string, modelName: string): EsimDevice => ({
  modelCode,
  maker: 'APPLE',
  modelName,
});

/** Phones sold in Korea that take an eSIM, newest first within each maker. */
export const ESIM_DEVICES: readonly EsimDevice[] = [
  samsung('SM-S937N', 'Galaxy S25 Edge'),
  samsung('SM-S938N', 'Galaxy S25 Ultra'),
  samsung('SM-S936N', 'Galaxy S25+'),
  samsung('SM-S931N', 'Galaxy S25'),
  samsung('SM-F966N', 'Galaxy Z Fold7'),
  samsung('SM-F766N', 'Galaxy Z Flip7'),
  samsung('SM-S721N', 'Galaxy S24 FE'),
  samsung('SM-F956N', 'Galaxy Z Fold6'),
  samsung('SM-F741N', 'Galaxy Z Flip6'),
  samsung('SM-S928N', 'Galaxy S24 Ultra'),
  samsung('SM-S926N', 'Galaxy S24+'),
  samsung('SM-S921N', 'Galaxy S24'),
  samsung('SM-S711N', 'Galaxy S23 FE'),
  samsung('SM-F946N', 'Galaxy Z Fold5'),
  samsung('SM-F731N', 'Galaxy Z Flip5'),
  samsung('SM-S918N', 'Galaxy S23 Ultra'),
  samsung('SM-S916N', 'Galaxy S23+'),
  samsung('SM-S911N', 'Galaxy S23'),
  samsung('SM-F936N', 'Galaxy Z Fold4'),
  samsung('SM-F721N', 'Galaxy Z Flip4'),
  apple('IPHONE-17-PRO-MAX', 'iPhone 17 Pro Max'),
  apple('IPHONE-17-PRO', 'iPhone 17 Pro'),
  apple('IPHONE-AIR', 'iPhone Air'),
  apple('IPHONE-17', 'iPhone 17'),
  apple('IPHONE-16E', 'iPhone 16e'),
  apple('IPHONE-16-PRO-MAX', 'iPhone 16 Pro Max'),
  apple('IPHONE-16-PRO', 'iPhone 16 Pro'),
  apple('IPHONE-16-PLUS', 'iPhone 16 Plus'),
  apple('IPHONE-16', 'iPhone 16'),
  apple('IPHONE-15-PRO-MAX', 'iPhone 15 Pro Max'),
  apple('IPHONE-15-PRO', 'iPhone 15 Pro'),
  apple('IPHONE-15-PLUS', 'iPhone 15 Plus'),
  apple('IPHONE-15', 'iPhone 15'),
  apple('IPHONE-14-PRO-MAX', 'iPhone 14 Pro Max'),
  apple('IPHONE-14-PRO', 'iPhone 14 Pro'),
  apple('IPHONE-14-PLUS', 'iPhone 14 Plus'),
  apple('IPHONE-14', 'iPhone 14'),
  apple('IPHONE-SE3', 'iPhone SE (3세대)'),
  apple('IPHONE-13-PRO-MAX', 'iPhone 13 Pro Max'),
  apple('IPHONE-13-PRO', 'iPhone 13 Pro'),
  apple('IPHONE-13', 'iPhone 13'),
  apple('IPHONE-13-MINI', 'iPhone 13 mini'),
  apple('IPHONE-12-PRO-MAX', 'iPhone 12 Pro Max'),
  apple('IPHONE-12-PRO', 'iPhone 12 Pro'),
  apple('IPHONE-12', 'iPhone 12'),
  apple('IPHONE-12-MINI', 'iPhone 12 mini'),
  apple('IPHONE-SE2', 'iPhone SE (2세대)'),
  apple('IPHONE-11-PRO-MAX', 'iPhone 11 Pro Max'),
  apple('IPHONE-11-PRO', 'iPhone 11 Pro'),
  apple('IPHONE-11', 'iPhone 11'),
  apple('IPHONE-XS-MAX', 'iPhone XS Max'),
  apple('IPHONE-XS', 'iPhone XS'),
  apple('IPHONE-XR', 'iPhone XR'),
];

/** The device a model code names, or undefined when it takes no eSIM (or is no model we know). */
export const esimDeviceOf = (modelCode: string): EsimDevice | undefined =>
  ESIM_DEVICES.find((device) => device.modelCode === modelCode);

export const EID_LENGTH = 32;

/**
 * Whether a text is an EID: 32 digits starting with 89 (the eUICC's industry identifier) whose number is 1
 * modulo 97 (its last two digits are check digits, as an IBAN's: GSMA SGP.29).
 */
export function isEid(text: string): boolean {
  if (!/^89\d{30}$/.test(text)) return false;
  // 32 digits exceed a double's precision: the remainder is taken digit by digit.
  let remainder = 0;
  for (const digit of text) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** The EID whose first 30 digits are `first30`: its two check digits appended (for test values). */
export function eidWithCheckDigits(first30: string): string {
  let remainder = 0;
  for (const digit of `${first30}00`) remainder = (remainder * 10 + Number(digit)) % 97;
  return `${first30}${String(98 - remainder).padStart(2, '0')}`;
}
