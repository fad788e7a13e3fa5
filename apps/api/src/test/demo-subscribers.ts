import { afterAll, beforeAll } from 'vitest';
import { gildong, loginWithId, younghee } from './accounts.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** A test file's app with both demo subscribers logged in, filled in before its first test. */
export interface DemoSubscribers {
  testApp: TestApp;
  gildongToken: string;
  youngheeToken: string;
}

/**
 * Builds the app once for the file and logs in 홍길동 and 김영희, for calls where one subscriber must not
 * reach the other's records; closes the app after the last test.
 */
export function withDemoSubscribers(...options: Parameters<typeof createTestApp>): DemoSubscribers {
  const demo = {} as DemoSubscribers;
  beforeAll(async () => {
    demo.testApp = await createTestApp(...options);
    demo.gildongToken = (await loginWithId(demo.testApp.app, gildong)).token;
    demo.youngheeToken = (await loginWithId(demo.testApp.app, younghee)).token;
  });
  afterAll(() => demo.testApp.close());
  return demo;
}
