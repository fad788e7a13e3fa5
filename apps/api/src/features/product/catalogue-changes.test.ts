import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addServiceSchema, planListSchema, planSchema } from '@mvno/contract';
import { readEntity } from '../../test/read-entity.ts';
import { useTestApp } from '../../test/test-app.ts';

// Catalogue answers are kept for CATALOGUE_CACHE_SECONDS (60 s here): a change committed to the catalogue's
// tables drops them at once, whoever wrote it (migration 0007), so nobody is shown a renamed or withdrawn
// plan for a minute.
const testApp = useTestApp({ CATALOGUE_CACHE_SECONDS: '60' });

const settles = { timeout: 3000, interval: 50 };

describe('a change to the catalogue', () => {
  it('shows a renamed plan on its page and in the list at once', async () => {
    const before = await readEntity(testApp.app, '/api/product/plan/1', planSchema);
    await readEntity(testApp.app, '/api/product/plan?page=1&limit=-1', planListSchema);
    await testApp.database.db.execute(sql`UPDATE plans SET plan_name = '새 이름 요금제' WHERE plan_no = 1`);

    await expect
      .poll(async () => (await readEntity(testApp.app, '/api/product/plan/1', planSchema)).planName, settles)
      .toBe('새 이름 요금제');
    const list = await readEntity(testApp.app, '/api/product/plan?page=1&limit=-1', planListSchema);
    expect(list.list.find((plan) => plan.planNo === 1)?.planName).toBe('새 이름 요금제');
    expect(before.planName).not.toBe('새 이름 요금제');
  });

  it('takes a withdrawn plan off the list', async () => {
    const before = await readEntity(testApp.app, '/api/product/plan?page=1&limit=-1', planListSchema);
    await testApp.database.db.execute(sql`UPDATE plans SET is_active = false WHERE plan_no = 2`);

    await expect
      .poll(
        async () =>
          (await readEntity(testApp.app, '/api/product/plan?page=1&limit=-1', planListSchema)).list.some(
            (plan) => plan.planNo === 2,
          ),
        settles,
      )
      .toBe(false);
    expect(before.list.some((plan) => plan.planNo === 2)).toBe(true);
  });

  it('shows a changed add-on at once', async () => {
    await readEntity(testApp.app, '/api/product/add-service/1', addServiceSchema);
    await testApp.database.db.execute(
      sql`UPDATE add_services SET add_service_name = '바뀐 부가서비스' WHERE add_service_no = 1`,
    );
    await expect
      .poll(
        async () =>
          (await readEntity(testApp.app, '/api/product/add-service/1', addServiceSchema)).addServiceName,
        settles,
      )
      .toBe('바뀐 부가서비스');
  });
});
