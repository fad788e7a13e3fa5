import { randomUUID } from 'node:crypto';
import {
  addServiceCancelRefusal,
  addServiceJoinRefusal,
  daysInPeriod,
  ledgerAddServiceOf,
  messages,
  textOf,
  type AddServiceCancelRequest,
  type AddServiceJoinCheck,
  type AddServiceJoinCheckQuery,
  type AddServiceJoinRequest,
  type AddServiceLineState,
  type AddServiceResult,
  type LineAddService,
  type MyAddServices,
  type MyAddServicesV2,
} from '@mvno/contract';
import type { Acting } from '../../shared/actor.ts';
import type { ActionRequest, Once } from '../../db/once.ts';
import { AppError } from '../../shared/app-error.ts';
import type { Clock } from '../../shared/clock.ts';
import type { BillingService } from '../ledger/billing.service.ts';
import type {
  AddServiceRepository,
  AddServiceTermsRow,
  LineAddServiceRow,
} from './add-service.repository.ts';
import { billOfLine, ledgerLineOf } from '../lines/line-bill.ts';
import { UNANSWERED_ORDER_SECONDS, type LineOrders } from '../lines/line-orders.ts';
import { maskedNumber, notOwn, type Ownership } from '../lines/own-lines.ts';
import type { LineRecords, OwnLine } from '../lines/lines.service.ts';

/** A row the carrier has taken (or one joined at the counter): the line's add-on. */
const isTaken = (row: LineAddServiceRow) => row.orderId === null || row.confirmedAt !== null;
/** A join or a cancellation sent to the carrier and not answered yet. */
const isUnderWay = (row: LineAddServiceRow) =>
  !isTaken(row) || (row.endOrderId !== null && row.endsOn === null);

/**
 * Joining and cancelling add-ons (부가서비스, docs/self-care-rules.md): from today, billed by day; cancelled, it
 * runs and is billed up to today. Each is an order to the host carrier run across transactions like a plan
 * change (plan-change.service.ts): a join is written as under way first, a cancellation marked as asked for,
 * which keeps any other add-on change of the line out until the carrier answers; an order that gets no
 * answer is withdrawn and the row forgotten (a join) or left running (a cancellation).
 */
export function createAddServiceService(deps: {
  repository: Pick<LineRecords, 'lockLine'>;
  addServiceRepository: AddServiceRepository;
  lineOrders: LineOrders;
  ownership: Ownership;
  billingService: Pick<BillingService, 'ledgerOf'>;
  once: Pick<Once, 'runAcross'>;
  clock: Clock;
}) {
  const { repository, addServiceRepository: rows, lineOrders, ownership, billingService, once } = deps;
  const { clock } = deps;
  const { today } = lineOrders;
  /** The line has it today and has not cancelled it (one cancelled today still runs until midnight). */
  const isHeld = (row: LineAddServiceRow) =>
    isTaken(row) && row.startsOn <= today() && (row.endsOn === null || row.endsOn > today());

  async function stateOf(line: OwnLine): Promise<{
    lineRows: LineAddServiceRow[];
    state: AddServiceLineState;
    underWay: boolean;
  }> {
    const lineRows = await rows.findLineAddServices(line.userLineNo);
    return {
      lineRows,
      underWay: lineRows.some(isUnderWay),
      state: {
        lineStatus: line.lineStatus,
        joined: lineRows.filter(isHeld),
        endedTodayNos: lineRows.filter((row) => row.endsOn === today()).map((row) => row.addServiceNo),
        plan: await rows.findPlanAllowance(line.planNo),
      },
    };
  }

  async function ownLine(acting: Acting, userLineNo: number): Promise<OwnLine> {
    const line = (await ownership.linesOf(acting)).find((one) => one.userLineNo === userLineNo);
    if (line === undefined) throw notOwn();
    return line;
  }

  /** This month's bill of the line with VAT: as it stands, and with an add-on's span changed. */
  async function monthTotals(line: OwnLine) {
    const period = today().slice(0, 7);
    const ledgerLine = await ledgerLineOf(billingService, line, period);
    const total = (addServices: typeof ledgerLine.addServices) =>
      billOfLine({ ...ledgerLine, addServices }, period).totalAmount;
    return { period, ledgerLine, now: total(ledgerLine.addServices), total };
  }

  async function addServicesOfLine(line: OwnLine) {
    const lineRows = (await rows.findLineAddServices(line.userLineNo)).filter(isHeld);
    const { ledgerLine, now, total } = await monthTotals(line);
    const list: LineAddService[] = lineRows.map((row) => {
      const refusal =
        row.endOrderId !== null ? messages.lineChangeUnderWay : addServiceCancelRefusal(line.lineStatus, row);
      // The same add-on as the ledger has it this month, ending today instead.
      const index = ledgerLine.addServices.findIndex(
        (one) => one.addServiceNo === row.addServiceNo && one.from === row.startsOn,
      );
      const cut = ledgerLine.addServices.map((one, at) => (at === index ? { ...one, until: today() } : one));
      const without = ledgerLine.addServices.filter((_, at) => at !== index);
      const cancelledTotal = total(cut);
      return {
        lineAddServiceNo: row.lineAddServiceNo,
        addServiceNo: row.addServiceNo,
        addServiceName: row.addServiceName,
        monthlyAmount: row.monthlyAmount,
        startsOn: row.startsOn,
        endsOn: row.endsOn,
        isCancellable: refusal === undefined,
        reason: refusal === undefined ? null : textOf(refusal),
        cancelToday: {
          billedAmount: index < 0 ? 0 : cancelledTotal - total(without),
          savedAmount: Math.max(0, now - cancelledTotal),
        },
      };
    });
    return {
      userLineNo: line.userLineNo,
      serviceNumber: maskedNumber(line.serviceNumber),
      lineStatus: line.lineStatus,
      list,
    };
  }

  const resultOf = (
    line: OwnLine,
    row: Pick<
      LineAddServiceRow,
      'lineAddServiceNo' | 'addServiceNo' | 'addServiceName' | 'monthlyAmount' | 'startsOn'
    >,
    endsOn: string | null,
  ): AddServiceResult => ({
    lineAddServiceNo: row.lineAddServiceNo,
    userLineNo: line.userLineNo,
    serviceNumber: maskedNumber(line.serviceNumber),
    addServiceNo: row.addServiceNo,
    addServiceName: row.addServiceName,
    monthlyAmount: row.monthlyAmount,
    startsOn: row.startsOn,
    endsOn,
    status: endsOn === null ? 'JOINED' : 'CANCELLED',
  });

  async function addServiceOf(addServiceNo: number): Promise<AddServiceTermsRow> {
    const addService = await rows.findAddService(addServiceNo);
    if (addService === undefined) throw AppError.business(messages.addServiceNotOffered);
    return addService;
  }

  return {
    /** The job's part for add-ons (every ten minutes): withdraws joins and cancellations never answered. */
    async reconcile(): Promise<number> {
      const before = new Date(clock.now().getTime() - UNANSWERED_ORDER_SECONDS * 1000);
      return lineOrders.settleUnanswered(
        await rows.findUnanswered(before),
        (row) =>
          row.kind === 'JOIN'
            ? rows.deleteJoin(row.lineAddServiceNo)
            : rows.clearEndRequest(row.lineAddServiceNo),
        (row) => ({ lineAddServiceNo: row.lineAddServiceNo, addServiceNo: row.addServiceNo, kind: row.kind }),
      );
    },

    async findMine(acting: Acting): Promise<MyAddServices> {
      return addServicesOfLine((await ownership.lineInUse(acting)).line);
    },

    async findMineV2(acting: Acting): Promise<MyAddServicesV2> {
      const lines = (await ownership.linesOf(acting)).filter((line) => line.lineStatus !== 'TERMINATED');
      const found = [];
      for (const line of lines) found.push(await addServicesOfLine(line));
      return { lines: found };
    },

    async checkJoin(acting: Acting, query: AddServiceJoinCheckQuery): Promise<AddServiceJoinCheck> {
      const own = await ownership.linesOf(acting);
      const lines = own.filter((one) => one.lineStatus !== 'TERMINATED');
      const line = own.find((one) => one.userLineNo === (query.userLineNo ?? acting.userLineNo));
      if (line === undefined) throw notOwn();
      const addService = await rows.findAddService(query.addServiceNo);
      if (addService === undefined) throw notOwn();
      const { state, underWay } = await stateOf(line);
      const refusal = underWay ? messages.lineChangeUnderWay : addServiceJoinRefusal(state, addService);
      const { period, ledgerLine, now, total } = await monthTotals(line);
      const joined = total([
        ...ledgerLine.addServices,
        ledgerAddServiceOf(addService, { from: today(), until: null }),
      ]);
      return {
        userLineNo: line.userLineNo,
        serviceNumber: maskedNumber(line.serviceNumber),
        addService: {
          addServiceNo: addService.addServiceNo,
          addServiceName: addService.addServiceName,
          summary: addService.summary,
          monthlyAmount: addService.monthlyAmount,
        },
        isJoinable: refusal === undefined,
        reason: refusal === undefined ? null : textOf(refusal),
        startsOn: today(),
        daysThisMonth: daysInPeriod(period) - Number(today().slice(8)) + 1,
        thisMonthAmount: Math.max(0, joined - now),
        monthlyAmount: addService.monthlyAmount,
        otherLines: lines
          .filter((one) => one.userLineNo !== line.userLineNo)
          .map((one) => ({ userLineNo: one.userLineNo, serviceNumber: maskedNumber(one.serviceNumber) })),
      };
    },

    join(action: ActionRequest, acting: Acting, body: AddServiceJoinRequest) {
      return once.runAcross(action, {
        begin: async () => {
          const line = await ownLine(acting, body.userLineNo);
          const addService = await addServiceOf(body.addServiceNo);
          await repository.lockLine(line.userLineNo);
          const { state, underWay } = await stateOf(line);
          if (underWay) throw AppError.business(messages.lineChangeUnderWay);
          const refusal = addServiceJoinRefusal(state, addService);
          if (refusal !== undefined) throw AppError.business(refusal);
          const orderId = `ADD-${randomUUID()}`;
          const startsOn = today();
          const lineAddServiceNo = await rows.insertJoin({
            userLineNo: line.userLineNo,
            addServiceNo: addService.addServiceNo,
            startsOn,
            orderId,
            requestedAt: clock.now(),
          });
          return { line, addService, startsOn, orderId, lineAddServiceNo };
        },
        call: async ({ line, addService, startsOn, orderId, lineAddServiceNo }) => {
          const forget = () => rows.deleteJoin(lineAddServiceNo);
          return lineOrders.orderOrForget(
            orderId,
            line.serviceNumber,
            { kind: 'ADD_SERVICE', addServiceCode: addService.addServiceCode, startsOn },
            forget,
          );
        },
        finish: async ({ line, addService, startsOn, lineAddServiceNo }, result, audit) => {
          if (result === 'REFUSED') throw AppError.business(messages.addServiceRefusedByCarrier);
          await rows.confirmJoin(lineAddServiceNo, clock.now());
          await audit({
            action: 'line.add-service.join',
            subject: { kind: 'LINE', no: line.userLineNo },
            after: { lineAddServiceNo, addServiceNo: addService.addServiceNo, startsOn },
          });
          return resultOf(line, { ...addService, lineAddServiceNo, startsOn }, null);
        },
      });
    },

    cancel(action: ActionRequest, acting: Acting, body: AddServiceCancelRequest) {
      return once.runAcross(action, {
        begin: async () => {
          const row = await rows.findLineAddService(body.lineAddServiceNo);
          // Someone else's add-on is answered as one that does not exist.
          const line = (await ownership.linesOf(acting)).find((one) => one.userLineNo === row?.userLineNo);
          if (row === undefined || line === undefined) throw notOwn();
          await repository.lockLine(line.userLineNo);
          const lineRows = await rows.findLineAddServices(line.userLineNo);
          const locked = lineRows.find((one) => one.lineAddServiceNo === row.lineAddServiceNo);
          if (locked === undefined || !isHeld(locked)) throw AppError.business(messages.addServiceNotJoined);
          if (lineRows.some(isUnderWay)) throw AppError.business(messages.lineChangeUnderWay);
          const refusal = addServiceCancelRefusal(line.lineStatus, locked);
          if (refusal !== undefined) throw AppError.business(refusal);
          const endOrderId = `ADD-END-${randomUUID()}`;
          await rows.markEndRequested(locked.lineAddServiceNo, endOrderId, clock.now());
          return { line, row: locked, endOrderId, endsOn: today() };
        },
        call: async ({ line, row, endOrderId, endsOn }) => {
          const forget = () => rows.clearEndRequest(row.lineAddServiceNo);
          return lineOrders.orderOrForget(
            endOrderId,
            line.serviceNumber,
            {
              kind: 'END_ADD_SERVICE',
              addServiceOrderId: row.orderId,
              addServiceCode: row.addServiceCode,
              endsOn,
            },
            forget,
          );
        },
        finish: async ({ line, row, endsOn }, result, audit) => {
          if (result === 'REFUSED') throw AppError.business(messages.addServiceRefusedByCarrier);
          await rows.setEnd(row.lineAddServiceNo, endsOn);
          await audit({
            action: 'line.add-service.cancel',
            subject: { kind: 'LINE', no: line.userLineNo },
            before: { lineAddServiceNo: row.lineAddServiceNo, addServiceNo: row.addServiceNo, endsOn: null },
            after: { endsOn },
          });
          return resultOf(line, row, endsOn);
        },
      });
    },
  };
}
export type AddServiceService = ReturnType<typeof createAddServiceService>;
