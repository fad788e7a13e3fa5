import { defineFeature } from '../../shared/feature-module.ts';
import { createLineOrders, type LineOrders } from './line-orders.ts';
import { createLinesRepository } from './lines.repository.ts';
import {
  createLineOrderReconciling,
  type LineOrderReconciling,
  type LineRecords,
  type PauseRecords,
} from './lines.service.ts';
import { createOwnership, type Ownership } from './own-lines.ts';
import { createPauseRepository } from './pause.repository.ts';

declare module '../../shared/feature-module.ts' {
  interface FeatureServices {
    lineRecords: LineRecords;
    pauseRecords: PauseRecords;
    ownership: Ownership;
    lineOrders: LineOrders;
    lineOrderReconciling: LineOrderReconciling;
  }
}

/**
 * What the self-care features share (docs/self-care.md): the subscriber's own lines and accounts and the
 * check that a line named is one of them, the line's pauses and state, and orders to the host carrier with
 * the job that settles those never answered. No calls of its own.
 */
export const linesFeature = defineFeature({
  name: 'lines',
  build(context) {
    const lineRecords = createLinesRepository(context.db);
    const pauseRecords = createPauseRepository(context.db);
    const lineOrders = createLineOrders({
      repository: lineRecords,
      pauseRepository: pauseRecords,
      carrier: context.providers.carrier,
      once: context.once,
      transaction: context.transaction,
      clock: context.clock,
      log: context.log,
    });
    const lineOrderReconciling = createLineOrderReconciling(() => lineOrders.reconcile());
    return {
      provides: {
        lineRecords,
        pauseRecords,
        ownership: createOwnership(lineRecords),
        lineOrders,
        lineOrderReconciling,
      },
      jobs: [
        {
          name: 'reconcile-line-orders',
          cadence: 'ten-minutes',
          schedule: '0 1-51/10 * * * *',
          counts: 'line orders and states settled',
          run: () => lineOrderReconciling.run(),
        },
      ],
    };
  },
});
