import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiPackageRoot } from './package-root.ts';

describe('apiPackageRoot', () => {
  it('is the API package, which holds the committed migrations', () => {
    const manifest: unknown = JSON.parse(readFileSync(path.join(apiPackageRoot, 'package.json'), 'utf8'));
    expect(manifest).toMatchObject({ name: '@mvno/api' });
    expect(existsSync(path.join(apiPackageRoot, 'drizzle/meta/_journal.json'))).toBe(true);
  });
});
