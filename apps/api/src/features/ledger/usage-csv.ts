import { CsvError, parse } from 'csv-parse/sync';
import { isMobileNumber, SINGLE_LINE_PATTERN, type UsageKind, usageKinds } from '@mvno/contract';
import type { CarrierUsageRecord } from '../../providers/carrier/carrier.port.ts';

// The host carrier's usage file, as an MVNO receives it (a daily or monthly CSV). Every row is judged on its
// own: a bad row is set aside with a reason for operators and the rest of the file still counts.

const COLUMNS = ['recordId', 'serviceNumber', 'usageKind', 'quantity', 'usedAt'] as const;
type Column = (typeof COLUMNS)[number];

/** The most one record may count: anything larger is a fault in the file, not usage. */
export const usageRecordCeilings: Record<UsageKind, number> = {
  DATA: 100 * 1024 * 1024 * 1024,
  VOICE: 24 * 60 * 60,
  SMS: 1000,
};
const quantityUnits: Record<UsageKind, string> = { DATA: 'bytes', VOICE: 'seconds', SMS: 'messages' };

const RECORD_ID = /^[A-Za-z0-9_-]{1,64}$/;
const WHOLE_NUMBER = /^\d+$/;
const ISO_INSTANT =
  /^(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})T(?<hour>\d{2}):(?<minute>\d{2})(?::(?<second>\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](?<offsetHour>\d{2}):(?<offsetMinute>\d{2}))$/;

export interface UsageCsvRejection {
  /** The line of the file, the header being line 1. */
  line: number;
  reason: string;
}

export interface ParsedUsageCsv {
  records: CarrierUsageRecord[];
  rejected: UsageCsvRejection[];
}

/**
 * One line's fields, or undefined when it is not CSV (a quote misplaced or never closed). Lines are read one
 * at a time: no field of this file may hold a line break, and a broken quote then costs its own line only,
 * where a parse of the whole file would run on into the lines after it.
 */
function fieldsOf(line: string): string[] | undefined {
  try {
    // Only the line feed ends a record: a lone carriage return stays in its field, to be refused there.
    const rows = parse(line, { relax_column_count: true, record_delimiter: '\n' });
    return rows.length === 1 ? rows[0] : undefined;
  } catch (error) {
    if (error instanceof CsvError) return undefined;
    throw error;
  }
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days of `month` (1–12) in `year`. */
function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The instant of an ISO 8601 date-time with an offset or Z, or why it is none. */
function instantOf(value: string): Date | string {
  const parts = ISO_INSTANT.exec(value)?.groups;
  if (parts === undefined)
    return 'usedAt must be ISO 8601 with an offset or Z, like 2026-11-26T14:05:00+09:00';
  // Seconds and the offset's numbers are absent from some forms: 0 then.
  const partOf = (name: string) => Number(parts[name] ?? '0');
  const year = partOf('year');
  const month = partOf('month');
  const day = partOf('day');
  const isRealDate = month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
  const isRealTime =
    partOf('hour') <= 23 &&
    partOf('minute') <= 59 &&
    partOf('second') <= 59 &&
    partOf('offsetHour') <= 23 &&
    partOf('offsetMinute') <= 59;
  // Checked first because the date reading rolls 30 February over into 2 March and 24:00 into the next day.
  const instant = isRealDate && isRealTime ? Date.parse(value) : Number.NaN;
  return Number.isNaN(instant) ? 'usedAt is not a real date and time' : new Date(instant);
}

function quantityOf(value: string, usageKind: UsageKind): number | string {
  const quantity = WHOLE_NUMBER.test(value) ? Number(value) : 0;
  if (!Number.isSafeInteger(quantity) || quantity < 1) return 'quantity must be a positive whole number';
  const ceiling = usageRecordCeilings[usageKind];
  return quantity <= ceiling
    ? quantity
    : `quantity is above the ${usageKind} ceiling of ${ceiling} ${quantityUnits[usageKind]}`;
}

const isUsageKind = (value: string): value is UsageKind => usageKinds.some((kind) => kind === value);

/** Where each column is in the file's header row, or undefined unless it names the five columns once each. */
function columnIndexesOf(header: string[]): Record<Column, number> | undefined {
  // Five names, all five columns among them: each is there exactly once.
  if (header.length !== COLUMNS.length || !COLUMNS.every((column) => header.includes(column)))
    return undefined;
  return {
    recordId: header.indexOf('recordId'),
    serviceNumber: header.indexOf('serviceNumber'),
    usageKind: header.indexOf('usageKind'),
    quantity: header.indexOf('quantity'),
    usedAt: header.indexOf('usedAt'),
  };
}

/**
 * Reads the host carrier's usage file: a header row naming recordId, serviceNumber, usageKind, quantity and
 * usedAt (in any order), then one record a line. Empty lines are skipped; every other line either becomes a
 * record or is rejected with the first problem found, naming the field.
 */
export function parseUsageCsv(text: string): ParsedUsageCsv {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const records: CarrierUsageRecord[] = [];
  const rejected: UsageCsvRejection[] = [];
  const firstLineOf = new Map<string, number>();
  let columns: Record<Column, number> | undefined;

  for (const [index, line] of lines.entries()) {
    const lineNumber = index + 1;
    if (line.trim() === '') continue;
    const reject = (reason: string) => rejected.push({ line: lineNumber, reason });
    const fields = fieldsOf(line);

    if (columns === undefined) {
      columns = fields === undefined ? undefined : columnIndexesOf(fields);
      if (columns !== undefined) continue;
      // Without the header no column can be told from another: nothing after it can be read.
      reject(`the header row must be ${COLUMNS.join(',')} (any order, each once)`);
      return { records: [], rejected };
    }

    if (fields === undefined) {
      reject('the row is not valid CSV: a quote is misplaced or not closed');
      continue;
    }
    if (fields.length !== COLUMNS.length) {
      reject(`the row has ${fields.length} fields, not ${COLUMNS.length}`);
      continue;
    }
    const indexes = columns;
    const field = (column: Column) => fields[indexes[column]] ?? '';
    const withControl = COLUMNS.find((column) => !SINGLE_LINE_PATTERN.test(field(column)));
    if (withControl !== undefined) {
      reject(`${withControl} contains a control character`);
      continue;
    }

    const recordId = field('recordId');
    if (!RECORD_ID.test(recordId)) {
      reject('recordId must be 1–64 letters, digits, "-" or "_"');
      continue;
    }
    // The same record twice is a fault of the file whichever copy is right: the later one is refused, even
    // when the first was refused for something else.
    const firstLine = firstLineOf.get(recordId);
    if (firstLine !== undefined) {
      reject(`recordId repeats line ${firstLine}`);
      continue;
    }
    firstLineOf.set(recordId, lineNumber);

    const serviceNumber = field('serviceNumber');
    if (!isMobileNumber(serviceNumber)) {
      reject('serviceNumber is not a Korean mobile number');
      continue;
    }
    const usageKind = field('usageKind');
    if (!isUsageKind(usageKind)) {
      reject(`usageKind must be one of ${usageKinds.join(', ')}`);
      continue;
    }
    const quantity = quantityOf(field('quantity'), usageKind);
    if (typeof quantity === 'string') {
      reject(quantity);
      continue;
    }
    const usedAt = instantOf(field('usedAt'));
    if (typeof usedAt === 'string') {
      reject(usedAt);
      continue;
    }
    records.push({ recordId, serviceNumber: serviceNumber.replace(/-/g, ''), usageKind, quantity, usedAt });
  }

  if (columns === undefined)
    rejected.push({ line: 1, reason: `the header row ${COLUMNS.join(',')} is missing` });
  return { records, rejected };
}
