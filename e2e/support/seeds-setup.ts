import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the journeys keep seeded data directories for this run (support/site.ts). */
    e2eSeeds?: string;
  }
}

/** The browser journeys' global setup: a folder for this run's seeded data directories, gone at its end. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const directory = await mkdtemp(path.join(tmpdir(), 'mvno-e2e-seeds-'));
  project.provide('e2eSeeds', directory);
  return () => rm(directory, { recursive: true, force: true });
}
