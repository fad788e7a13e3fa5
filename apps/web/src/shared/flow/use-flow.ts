import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isNotFoundFailure } from '../api/client.ts';
import { readStored, removeStored, writeStored } from '../storage/encrypted-storage.ts';

/** What the server answers about any flow (the contract's flowStateSchema). */
export interface FlowState {
  step: string;
  expiresAt: string;
}

/** A flow's calls on the client: how to start one and how to ask where one is. */
export interface FlowCalls<State extends FlowState> {
  /** The flow's name in the contract (`signUpFlow.name`): the key is kept under it. */
  name: string;
  start: () => Promise<{ flowKey: string; state: State }>;
  find: (flowKey: string) => Promise<State>;
  /** Steps no transition leaves: the flow is over there, and its key is forgotten. */
  isOver: (state: State) => boolean;
}

export interface FlowHandle<State extends FlowState> {
  /** The key of the visitor's flow, null when they have none. */
  flowKey: string | null;
  /** The flow as the server last answered; null when the visitor has none (never started, over or forgotten). */
  state: State | null;
  /** Asking the server where the visitor's flow is. */
  isPending: boolean;
  /** The asking failed (not a "no such flow", which is `state: null`): show it and let them `retry`. */
  isError: boolean;
  retry: () => void;
  /**
   * Takes a step: `send` is given the key of the visitor's flow (one is started when they have none) and
   * answers the flow as the step left it, which the screens then show. A flow that ended is forgotten.
   */
  take: (send: (flowKey: string) => Promise<State>) => Promise<State>;
  /** The flow ended with a step that answers something else (a login made, an order placed): forget it. */
  end: () => void;
  /** Asks the server again (a step refused as out of order: the screens then follow the step it names). */
  refresh: () => Promise<void>;
}

const flowQueryKey = (name: string, flowKey: string | undefined) => ['flow', name, flowKey ?? null];

const flowKeyOf = (name: string): string | undefined => readStored('flowKeys')?.[name];

function keepFlowKey(name: string, flowKey: string | undefined): void {
  const others = Object.entries(readStored('flowKeys') ?? {}).filter(([kept]) => kept !== name);
  const next = Object.fromEntries(flowKey === undefined ? others : [...others, [name, flowKey]]);
  if (Object.keys(next).length === 0) removeStored('flowKeys');
  else writeStored('flowKeys', next);
}

/**
 * A journey the server keeps (docs/flows.md), seen from a screen: the key lives in encrypted local storage,
 * so a reload or a visit the next day finds the flow again; the step is always the server's answer, never
 * the screen's guess. A key the server no longer knows is forgotten.
 */
export function useFlow<State extends FlowState>(calls: FlowCalls<State>): FlowHandle<State> {
  const queryClient = useQueryClient();
  const [flowKey, setFlowKey] = useState(() => flowKeyOf(calls.name));

  const forget = () => {
    keepFlowKey(calls.name, undefined);
    setFlowKey(undefined);
  };
  const query = useQuery({
    queryKey: flowQueryKey(calls.name, flowKey),
    queryFn: async (): Promise<State | null> => {
      if (flowKey === undefined) return null;
      let state: State | undefined;
      try {
        state = await calls.find(flowKey);
      } catch (failure) {
        if (!isNotFoundFailure(failure)) throw failure;
      }
      // Unknown to the server, or ended elsewhere (another tab finished it): nothing is left to go on with.
      if (state !== undefined && !calls.isOver(state)) return state;
      forget();
      return null;
    },
    enabled: flowKey !== undefined,
    // The step is the server's: ask again each time a screen of the flow opens.
    staleTime: 0,
    retry: false,
  });

  const settleUnder = (key: string, state: State) => {
    if (calls.isOver(state)) {
      forget();
      return;
    }
    keepFlowKey(calls.name, key);
    setFlowKey(key);
    queryClient.setQueryData(flowQueryKey(calls.name, key), state);
  };

  return {
    flowKey: flowKey ?? null,
    state: flowKey === undefined ? null : (query.data ?? null),
    isPending: flowKey !== undefined && query.isPending,
    isError: query.isError,
    retry: () => void query.refetch(),
    async take(send) {
      let key = flowKey !== undefined && query.data !== null ? flowKey : undefined;
      if (key === undefined) {
        const started = await calls.start();
        settleUnder(started.flowKey, started.state);
        key = started.flowKey;
      }
      const state = await send(key);
      settleUnder(key, state);
      return state;
    },
    end: forget,
    async refresh() {
      await queryClient.invalidateQueries({ queryKey: ['flow', calls.name] });
    },
  };
}
