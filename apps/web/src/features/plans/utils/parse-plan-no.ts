/** The :planNo of the address, or undefined when it cannot be a plan number (then no call is made). */
export function parsePlanNo(value: string | undefined): number | undefined {
  if (value === undefined || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const planNo = Number(value);
  return Number.isSafeInteger(planNo) && planNo <= 2_147_483_647 ? planNo : undefined;
}
