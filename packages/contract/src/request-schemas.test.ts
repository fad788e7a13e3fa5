import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from './index.ts';

// Every request schema, present and future, must say in its own JSON Schema that it refuses what the
// database cannot take: strings without control characters, numbers within PostgreSQL's `integer`.

const POSTGRES_INTEGER_MIN = -2147483648;
const POSTGRES_INTEGER_MAX = 2147483647;
const CONTROL_CHARACTERS = ['\u0000', '\u0009', '\u000a', '\u000d', '\u001b', '\u001f', '\u007f', '\u0085'];
/** Formats whose grammar leaves no room for a control character. */
const SAFE_FORMATS = new Set(['email', 'uuid', 'date', 'time', 'date-time', 'ipv4', 'ipv6', 'uri']);

const requestSchemas = Object.entries(contract).flatMap(([name, value]): Array<[string, z.ZodType]> =>
  name.endsWith('RequestSchema') && value instanceof z.ZodType ? [[name, value]] : [],
);
/** Keywords that describe a value without limiting it. */
const ANNOTATIONS = new Set(['$schema', 'default', 'description', 'title', 'examples', 'deprecated']);

type JsonSchemaNode = Record<string, unknown>;

function isNode(value: unknown): value is JsonSchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function typesOf(node: JsonSchemaNode): unknown[] {
  return Array.isArray(node.type) ? node.type : [node.type];
}

/** Every subschema, with a path for the failure message. */
function* walk(node: JsonSchemaNode, path: string): Generator<[string, JsonSchemaNode]> {
  yield [path, node];
  for (const key of ['items', 'additionalProperties', 'not', 'contains', 'propertyNames']) {
    const child = node[key];
    if (isNode(child)) yield* walk(child, `${path}/${key}`);
  }
  for (const key of ['properties', 'patternProperties', '$defs', 'definitions']) {
    const children = node[key];
    if (isNode(children)) {
      for (const [name, child] of Object.entries(children)) {
        if (isNode(child)) yield* walk(child, `${path}/${name}`);
      }
    }
  }
  for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems']) {
    const children = node[key];
    if (Array.isArray(children)) {
      for (const [index, child] of children.entries()) {
        if (isNode(child)) yield* walk(child, `${path}/${key}.${index}`);
      }
    }
  }
}

/** The patterns a string must match: its own and those of an allOf (zod puts a second regex there). */
function patternsOf(node: JsonSchemaNode): string[] {
  const own = typeof node.pattern === 'string' ? [node.pattern] : [];
  const combined = Array.isArray(node.allOf)
    ? node.allOf.flatMap((part) => (isNode(part) && typeof part.pattern === 'string' ? [part.pattern] : []))
    : [];
  return [...own, ...combined];
}

/**
 * A string of control characters, of any length up to that of the longest key we take, matches none of
 * the patterns as a whole: checked on whole, anchored patterns so a pattern cannot pass by accident.
 */
function findControlCharacterLeak(patterns: string[]): string | null {
  const regexes = patterns.map((pattern) => new RegExp(pattern, 'u'));
  for (const character of CONTROL_CHARACTERS) {
    for (let length = 1; length <= 130; length += 1) {
      const value = character.repeat(length);
      if (regexes.every((regex) => regex.test(value))) return JSON.stringify(value);
    }
  }
  return null;
}

function problemsOf(schema: z.ZodType): string[] {
  const jsonSchema = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  const problems: string[] = [];
  for (const [path, node] of walk(jsonSchema, '')) {
    const types = typesOf(node);
    const isPinned = Array.isArray(node.enum) || 'const' in node;
    if (types.includes('string') && !isPinned) {
      const patterns = patternsOf(node);
      const isSafeFormat = typeof node.format === 'string' && SAFE_FORMATS.has(node.format);
      if (patterns.length === 0 && !isSafeFormat) problems.push(`${path || '/'}: string without a pattern`);
      else if (patterns.some((pattern) => !pattern.startsWith('^') || !pattern.endsWith('$'))) {
        problems.push(`${path}: pattern not anchored at both ends`);
      } else if (patterns.length > 0) {
        const leak = findControlCharacterLeak(patterns);
        if (leak !== null) problems.push(`${path}: pattern accepts ${leak}`);
      }
    }
    if ((types.includes('integer') || types.includes('number')) && !isPinned) {
      const maximum = node.maximum ?? node.exclusiveMaximum;
      const minimum = node.minimum ?? node.exclusiveMinimum;
      if (typeof maximum !== 'number' || maximum > POSTGRES_INTEGER_MAX) {
        problems.push(`${path}: number without a maximum within PostgreSQL integer`);
      }
      if (typeof minimum !== 'number' || minimum < POSTGRES_INTEGER_MIN) {
        problems.push(`${path}: number without a minimum within PostgreSQL integer`);
      }
    }
    // An unrepresentable part (a bare transform, z.any(), z.unknown()) would hide whatever it accepts.
    if (Object.keys(node).every((key) => ANNOTATIONS.has(key)))
      problems.push(`${path || '/'}: accepts anything`);
  }
  return problems;
}

describe('request schemas', () => {
  it('are found: every call of the contract has one', () => {
    expect(requestSchemas.length).toBeGreaterThanOrEqual(25);
  });

  it.each(requestSchemas)('%s refuses control characters and bounds every number', (_name, schema) => {
    expect(problemsOf(schema)).toEqual([]);
  });
});

describe('the check itself', () => {
  it.each<[string, z.ZodType, string]>([
    ['a bare string', z.object({ name: z.string() }), '/name: string without a pattern'],
    ['a bounded string', z.object({ name: z.string().max(10) }), '/name: string without a pattern'],
    [
      'an unanchored pattern',
      z.object({ code: z.string().regex(/[A-Z]+/) }),
      '/code: pattern not anchored at both ends',
    ],
    [
      'a pattern of any character',
      z.object({ code: z.string().regex(/^.{2,40}$/) }),
      '/code: pattern accepts',
    ],
    ['a number', z.object({ id: z.number().int() }), '/id: number without a maximum'],
    ['a coerced number', z.object({ id: z.coerce.number<number>().int().positive() }), '/id: number without'],
    [
      'an id above integer',
      z.object({
        id: z
          .number()
          .int()
          .min(1)
          .max(2 ** 31),
      }),
      '/id: number without',
    ],
    ['a string in a union', z.union([z.literal('a'), z.string()]), '/anyOf.1: string without a pattern'],
    ['a string in an array', z.object({ tags: z.array(z.string()) }), '/tags/items: string without'],
    ['anything', z.object({ extra: z.unknown() }), '/extra: accepts anything'],
  ])('fails %s', (_name, schema, problem) => {
    expect(problemsOf(schema).join('\n')).toContain(problem);
  });

  it.each<[string, z.ZodType]>([
    ['an enum', z.object({ kind: z.enum(['A', 'B']) })],
    ['a literal', z.object({ kind: z.literal('A') })],
    ['a shaped string', z.object({ code: z.string().regex(/^\d{6}$/) })],
    ['an e-mail', z.object({ email: z.email() })],
    ['a bounded id', z.object({ id: z.number().int().min(1).max(POSTGRES_INTEGER_MAX) })],
    ['a boolean', z.object({ isOn: z.boolean() })],
  ])('passes %s', (_name, schema) => {
    expect(problemsOf(schema)).toEqual([]);
  });
});
