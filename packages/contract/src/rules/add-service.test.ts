import { describe, expect, it } from 'vitest';
import { UNLIMITED } from '../constants.ts';
import { messages } from '../messages.ts';
import {
  addServiceCancelRefusal,
  addServiceJoinRefusal,
  type AddServiceLineState,
  type AddServiceTerms,
} from './add-service.ts';

const dataOneGb: AddServiceTerms = {
  addServiceNo: 1,
  addServiceName: '데이터 추가 1GB',
  monthlyAmount: 3300,
  isSelfJoin: true,
  isActive: true,
  conflictGroup: 'DATA_EXTRA',
  fitsOnly: 'LIMITED_DATA',
};
const dataFiveGb: AddServiceTerms = { ...dataOneGb, addServiceNo: 2, addServiceName: '데이터 추가 5GB' };
const voice: AddServiceTerms = {
  ...dataOneGb,
  addServiceNo: 8,
  addServiceName: '통화 추가 100분',
  conflictGroup: null,
  fitsOnly: 'LIMITED_VOICE',
};
const roamingBlock: AddServiceTerms = {
  ...dataOneGb,
  addServiceNo: 13,
  addServiceName: '해외로밍 차단',
  monthlyAmount: 0,
  conflictGroup: null,
  fitsOnly: null,
};
const line: AddServiceLineState = {
  lineStatus: 'ACTIVE',
  joined: [],
  endedTodayNos: [],
  plan: { basicMonthData: 15, basicVoice: 300 },
};

describe('addServiceJoinRefusal', () => {
  it.each([
    ['an active line, an add-on it fits', line, dataOneGb, undefined],
    [
      'a terminated line',
      { ...line, lineStatus: 'TERMINATED' as const },
      roamingBlock,
      messages.addServiceTerminated,
    ],
    ['an add-on no longer offered', line, { ...dataOneGb, isActive: false }, messages.addServiceNotOffered],
    [
      'an add-on of the customer centre',
      line,
      { ...dataOneGb, isSelfJoin: false },
      messages.addServiceCentreOnly,
    ],
    [
      'a lost line, a paid add-on',
      { ...line, lineStatus: 'LOST' as const },
      dataOneGb,
      messages.addServiceWhileLost,
    ],
    ['a lost line, a free add-on', { ...line, lineStatus: 'LOST' as const }, roamingBlock, undefined],
    [
      'a paused line, a paid add-on',
      { ...line, lineStatus: 'PAUSED' as const },
      dataOneGb,
      messages.addServiceWhilePaused,
    ],
    ['a paused line, a free add-on', { ...line, lineStatus: 'PAUSED' as const }, roamingBlock, undefined],
    ['one the line has', { ...line, joined: [dataOneGb] }, dataOneGb, messages.addServiceAlreadyJoined],
    ['one cancelled today', { ...line, endedTodayNos: [1] }, dataOneGb, messages.addServiceEndedToday],
    [
      'an alternative of one it has',
      { ...line, joined: [dataOneGb] },
      dataFiveGb,
      messages.addServiceConflict('데이터 추가 1GB'),
    ],
    ['another add-on beside one it has', { ...line, joined: [voice] }, dataOneGb, undefined],
    [
      'more data on unlimited data',
      { ...line, plan: { basicMonthData: UNLIMITED, basicVoice: 300 } },
      dataOneGb,
      messages.addServiceUnlimitedData,
    ],
    [
      'more minutes on unlimited calls',
      { ...line, plan: { basicMonthData: 15, basicVoice: UNLIMITED } },
      voice,
      messages.addServiceUnlimitedVoice,
    ],
    [
      'more minutes on unlimited data',
      { ...line, plan: { basicMonthData: UNLIMITED, basicVoice: 300 } },
      voice,
      undefined,
    ],
  ] as const)('%s', (_case, state, addService, refusal) => {
    expect(addServiceJoinRefusal(state, addService)).toEqual(refusal);
  });
});

describe('addServiceCancelRefusal', () => {
  it.each([
    ['an add-on joined online', 'ACTIVE', true, undefined],
    ['on a paused or lost line too', 'LOST', true, undefined],
    ['one of the customer centre', 'ACTIVE', false, messages.addServiceCancelAtCentre],
    ['a terminated line', 'TERMINATED', true, messages.addServiceTerminated],
  ] as const)('%s', (_case, lineStatus, isSelfJoin, refusal) => {
    expect(addServiceCancelRefusal(lineStatus, { isSelfJoin })).toEqual(refusal);
  });
});
