import { describe, expect, it } from 'vitest';
import { parseUsageCsv } from './usage-csv.ts';

const HEADER = 'recordId,serviceNumber,usageKind,quantity,usedAt';
const GOOD_ROW = 'R-1,01025801234,DATA,1048576,2026-11-26T14:05:00+09:00';

describe('parseUsageCsv', () => {
  it('reads a good file: any column order, BOM, CRLF, quotes, hyphens, empty lines, offsets and Z', () => {
    const file = [
      '\uFEFFusedAt,quantity,usageKind,serviceNumber,recordId',
      '2026-11-26T14:05:00+09:00,1048576,DATA,010-2580-1234,SKT-2026112614-000001',
      '',
      '"2026-11-26T05:20:31.250Z","95",VOICE,"01074108520",SKT_2026112614_000002',
      '   ',
      '2028-02-29T23:59:59-05:30,1,SMS,0111234567,3',
      `2026-11-26T14:05+09:00,${100 * 1024 * 1024 * 1024},DATA,01036902468,big`,
      '2026-11-26T14:05:00Z,86400,VOICE,01036902468,day-long-call',
      '2026-11-26T14:05:00Z,1000,SMS,01036902468,bulk',
      '',
    ].join('\r\n');

    expect(parseUsageCsv(file)).toEqual({
      records: [
        {
          recordId: 'SKT-2026112614-000001',
          serviceNumber: '01025801234',
          usageKind: 'DATA',
          quantity: 1_048_576,
          usedAt: new Date('2026-11-26T05:05:00Z'),
        },
        {
          recordId: 'SKT_2026112614_000002',
          serviceNumber: '01074108520',
          usageKind: 'VOICE',
          quantity: 95,
          usedAt: new Date('2026-11-26T05:20:31.250Z'),
        },
        {
          recordId: '3',
          serviceNumber: '0111234567',
          usageKind: 'SMS',
          quantity: 1,
          usedAt: new Date('2028-03-01T05:29:59Z'),
        },
        {
          recordId: 'big',
          serviceNumber: '01036902468',
          usageKind: 'DATA',
          quantity: 107_374_182_400,
          usedAt: new Date('2026-11-26T05:05:00Z'),
        },
        {
          recordId: 'day-long-call',
          serviceNumber: '01036902468',
          usageKind: 'VOICE',
          quantity: 86_400,
          usedAt: new Date('2026-11-26T14:05:00Z'),
        },
        {
          recordId: 'bulk',
          serviceNumber: '01036902468',
          usageKind: 'SMS',
          quantity: 1000,
          usedAt: new Date('2026-11-26T14:05:00Z'),
        },
      ],
      rejected: [],
    });
  });

  it.each([
    ['R-1,01025801234,DATA,1048576', 'the row has 4 fields, not 5'],
    [`${GOOD_ROW},extra`, 'the row has 6 fields, not 5'],
    [
      'R-1,"01025801234,DATA,1048576,2026-11-26T14:05:00+09:00',
      'the row is not valid CSV: a quote is misplaced or not closed',
    ],
    [
      'R-1,0102"5801234",DATA,1048576,2026-11-26T14:05:00+09:00',
      'the row is not valid CSV: a quote is misplaced or not closed',
    ],
    ['R-1,01025801234,DATA,1048576,2026-11-26T14:05:00\r+09:00', 'usedAt contains a control character'],
    ['R\t1,01025801234,DATA,1048576,2026-11-26T14:05:00+09:00', 'recordId contains a control character'],
    [
      'R-1,01025801234,DA\u0000TA,1048576,2026-11-26T14:05:00+09:00',
      'usageKind contains a control character',
    ],
    [
      ',01025801234,DATA,1048576,2026-11-26T14:05:00+09:00',
      'recordId must be 1–64 letters, digits, "-" or "_"',
    ],
    [
      `${'R'.repeat(65)},01025801234,DATA,1048576,2026-11-26T14:05:00+09:00`,
      'recordId must be 1–64 letters, digits, "-" or "_"',
    ],
    [
      'R.1,01025801234,DATA,1048576,2026-11-26T14:05:00+09:00',
      'recordId must be 1–64 letters, digits, "-" or "_"',
    ],
    [
      'R 1,01025801234,DATA,1048576,2026-11-26T14:05:00+09:00',
      'recordId must be 1–64 letters, digits, "-" or "_"',
    ],
    ['R-1,0212345678,DATA,1048576,2026-11-26T14:05:00+09:00', 'serviceNumber is not a Korean mobile number'],
    [
      'R-1,+821025801234,DATA,1048576,2026-11-26T14:05:00+09:00',
      'serviceNumber is not a Korean mobile number',
    ],
    [
      'R-1,010 2580 1234,DATA,1048576,2026-11-26T14:05:00+09:00',
      'serviceNumber is not a Korean mobile number',
    ],
    ['R-1,,DATA,1048576,2026-11-26T14:05:00+09:00', 'serviceNumber is not a Korean mobile number'],
    ['R-1,01025801234,data,1048576,2026-11-26T14:05:00+09:00', 'usageKind must be one of DATA, VOICE, SMS'],
    ['R-1,01025801234,MMS,1,2026-11-26T14:05:00+09:00', 'usageKind must be one of DATA, VOICE, SMS'],
    ['R-1,01025801234,DATA,0,2026-11-26T14:05:00+09:00', 'quantity must be a positive whole number'],
    ['R-1,01025801234,DATA,-5,2026-11-26T14:05:00+09:00', 'quantity must be a positive whole number'],
    ['R-1,01025801234,DATA,1.5,2026-11-26T14:05:00+09:00', 'quantity must be a positive whole number'],
    ['R-1,01025801234,DATA,1e6,2026-11-26T14:05:00+09:00', 'quantity must be a positive whole number'],
    ['R-1,01025801234,DATA,,2026-11-26T14:05:00+09:00', 'quantity must be a positive whole number'],
    [
      'R-1,01025801234,DATA,9007199254740993,2026-11-26T14:05:00+09:00',
      'quantity must be a positive whole number',
    ],
    [
      `R-1,01025801234,DATA,${100 * 1024 * 1024 * 1024 + 1},2026-11-26T14:05:00+09:00`,
      'quantity is above the DATA ceiling of 107374182400 bytes',
    ],
    [
      'R-1,01025801234,VOICE,86401,2026-11-26T14:05:00+09:00',
      'quantity is above the VOICE ceiling of 86400 seconds',
    ],
    [
      'R-1,01025801234,SMS,1001,2026-11-26T14:05:00+09:00',
      'quantity is above the SMS ceiling of 1000 messages',
    ],
    [
      'R-1,01025801234,DATA,1048576,2026-11-26T14:05:00',
      'usedAt must be ISO 8601 with an offset or Z, like 2026-11-26T14:05:00+09:00',
    ],
    [
      'R-1,01025801234,DATA,1048576,2026-11-26',
      'usedAt must be ISO 8601 with an offset or Z, like 2026-11-26T14:05:00+09:00',
    ],
    [
      'R-1,01025801234,DATA,1048576,2026-11-26 14:05:00+09:00',
      'usedAt must be ISO 8601 with an offset or Z, like 2026-11-26T14:05:00+09:00',
    ],
    [
      'R-1,01025801234,DATA,1048576,1764133500',
      'usedAt must be ISO 8601 with an offset or Z, like 2026-11-26T14:05:00+09:00',
    ],
    ['R-1,01025801234,DATA,1048576,2026-02-29T10:00:00+09:00', 'usedAt is not a real date and time'],
    ['R-1,01025801234,DATA,1048576,2026-04-31T10:00:00+09:00', 'usedAt is not a real date and time'],
    ['R-1,01025801234,DATA,1048576,2026-13-01T10:00:00+09:00', 'usedAt is not a real date and time'],
    ['R-1,01025801234,DATA,1048576,2026-11-26T24:00:00+09:00', 'usedAt is not a real date and time'],
    ['R-1,01025801234,DATA,1048576,2026-11-26T14:60:00+09:00', 'usedAt is not a real date and time'],
    ['R-1,01025801234,DATA,1048576,2026-11-26T14:05:60Z', 'usedAt is not a real date and time'],
  ])('rejects %j: %s', (row, reason) => {
    expect(parseUsageCsv(`${HEADER}\n${row}\n`)).toEqual({ records: [], rejected: [{ line: 2, reason }] });
  });

  it('rejects a record id seen earlier in the file, even when that row was refused, and counts lines as the file does', () => {
    const file = [
      HEADER,
      GOOD_ROW,
      '',
      'R-2,01025801234,DATA,0,2026-11-26T14:05:00+09:00',
      'R-1,01074108520,SMS,1,2026-11-26T14:06:00+09:00',
      'R-2,01074108520,SMS,1,2026-11-26T14:07:00+09:00',
      'R-3,01074108520,SMS,1,2026-11-26T14:08:00+09:00',
    ].join('\n');

    const { records, rejected } = parseUsageCsv(file);
    expect(records.map((record) => record.recordId)).toEqual(['R-1', 'R-3']);
    expect(rejected).toEqual([
      { line: 4, reason: 'quantity must be a positive whole number' },
      { line: 5, reason: 'recordId repeats line 2' },
      { line: 6, reason: 'recordId repeats line 4' },
    ]);
  });

  it('keeps reading after a broken quote: the lines after it still count', () => {
    const file = [
      HEADER,
      'R-1,"01025801234,DATA,1,2026-11-26T14:05:00Z',
      'R-2,01025801234,SMS,1,2026-11-26T14:05:00Z',
    ];
    const { records, rejected } = parseUsageCsv(file.join('\n'));
    expect(records.map((record) => record.recordId)).toEqual(['R-2']);
    expect(rejected).toEqual([
      { line: 2, reason: 'the row is not valid CSV: a quote is misplaced or not closed' },
    ]);
  });

  it.each([
    ['recordId,serviceNumber,usageKind,quantity', 'a column missing'],
    ['recordId,serviceNumber,usageKind,quantity,usedAt,note', 'a column too many'],
    ['recordId,serviceNumber,usageKind,quantity,quantity', 'a column twice'],
    ['record_id,service_number,usage_kind,quantity,used_at', 'other names'],
    [GOOD_ROW, 'no header, data from the start'],
  ])('reads nothing from a file whose header has %s (%s)', (header) => {
    expect(parseUsageCsv(`\n${header}\n${GOOD_ROW}\n`)).toEqual({
      records: [],
      rejected: [
        {
          line: 2,
          reason:
            'the header row must be recordId,serviceNumber,usageKind,quantity,usedAt (any order, each once)',
        },
      ],
    });
  });

  it.each(['', '\n\n', '\uFEFF'])('reports the missing header of an empty file (%j)', (file) => {
    expect(parseUsageCsv(file)).toEqual({
      records: [],
      rejected: [
        { line: 1, reason: 'the header row recordId,serviceNumber,usageKind,quantity,usedAt is missing' },
      ],
    });
  });

  it('accepts a header with no rows', () => {
    expect(parseUsageCsv(`${HEADER}\n`)).toEqual({ records: [], rejected: [] });
  });
});
