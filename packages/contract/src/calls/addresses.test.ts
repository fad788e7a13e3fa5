import { describe, expect, it } from 'vitest';
import { callAddresses, calls } from './index.ts';

describe('call addresses', () => {
  it('name every call of the registry, and only those', () => {
    expect(Object.keys(callAddresses).sort()).toEqual(Object.keys(calls).sort());
  });

  it.each(Object.entries(calls))(
    '%s is answered where its address says, and as a file only if it says so',
    (name, call) => {
      const address = callAddresses[name as keyof typeof callAddresses];
      expect({ method: call.method, path: call.path }).toEqual({
        method: address.method,
        path: address.path,
      });
      expect('isFileAnswer' in address).toBe('fileAnswer' in call);
    },
  );

  it('are unique: no two calls share a method and path', () => {
    const keys = Object.values(callAddresses).map(({ method, path }) => `${method} ${path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
