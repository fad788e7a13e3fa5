// Requests from an OpenAPI 3.1 document alone: a valid one from each schema (json-schema-faker, seeded), then
// one change fast-check picks: a required field dropped, a type broken, a length, range or format crossed,
// control characters added, an unknown field, or a body that is not an object at all.
import fc from 'fast-check';
import { generateSync } from 'json-schema-faker';

const controlCharacters = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u000b',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u2028',
  '\u202e',
  '\ufeff',
];

/** A value of any JSON type, including the awkward ones (huge, negative zero, deep, long). */
const anyJson = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -0,
    -1,
    1.5,
    2 ** 31,
    2 ** 53 + 1,
    1e308,
    -1e308,
    '',
    ' ',
    '0',
    'null',
    '[]',
    '{}',
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.array(fc.integer(), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.integer(), { maxKeys: 3 }),
);

/** Strings with control and direction characters among printable ones. */
const controlled = fc
  .tuple(
    fc.string({ unit: 'binary-ascii', maxLength: 20 }),
    fc.constantFrom(...controlCharacters),
    fc.nat(20),
  )
  .map(([text, control, at]) => `${text.slice(0, at)}${control}${text.slice(at)}`);

const unicode = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 });

/** Fields a change can aim at: path and query parameters, and the body's properties (two levels deep). */
function slotsOf(operation, bodySchema) {
  const slots = [];
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in === 'path' || parameter.in === 'query') {
      slots.push({
        location: parameter.in,
        key: [parameter.name],
        schema: parameter.schema ?? {},
        required: parameter.required === true,
      });
    }
  }
  const walk = (schema, key, depth) => {
    for (const [name, property] of Object.entries(schema?.properties ?? {})) {
      slots.push({
        location: 'body',
        key: [...key, name],
        schema: property,
        required: (schema.required ?? []).includes(name),
      });
      if (depth < 2) walk(property, [...key, name], depth + 1);
    }
    for (const branch of schema?.anyOf ?? schema?.oneOf ?? []) walk(branch, key, depth);
  };
  walk(bodySchema, [], 1);
  return slots;
}

function valueFromSchema(schema, seed) {
  try {
    return generateSync(schema, { seed, alwaysFakeOptionals: seed % 2 === 0, maxDefaultItems: 3 });
  } catch {
    return undefined;
  }
}

/** A value just outside what the schema allows, where it says how far it goes. */
function crossing(schema, pick) {
  const candidates = [];
  if (typeof schema.maxLength === 'number')
    candidates.push('가'.repeat(schema.maxLength + 1), 'x'.repeat(schema.maxLength + 1000));
  if (typeof schema.minLength === 'number' && schema.minLength > 0)
    candidates.push('x'.repeat(schema.minLength - 1));
  if (typeof schema.maximum === 'number') candidates.push(schema.maximum + 1, schema.maximum * 10 + 1);
  if (typeof schema.minimum === 'number') candidates.push(schema.minimum - 1, -1e21);
  if (schema.type === 'integer') candidates.push(1.5, 2 ** 63, '12abc');
  if (typeof schema.maxItems === 'number')
    candidates.push(Array.from({ length: schema.maxItems + 1 }, () => 'x'));
  if (schema.enum !== undefined) candidates.push('NOT_ONE_OF_THEM', String(schema.enum[0]).toLowerCase());
  if (schema.pattern !== undefined || schema.format !== undefined)
    candidates.push('<script>', "' OR 1=1 --", '../../etc/passwd');
  if (candidates.length === 0) candidates.push('x'.repeat(10_000), -1, 2 ** 53 + 1);
  return candidates[pick % candidates.length];
}

function setIn(object, key, value) {
  if (key.length === 0) return value;
  const base = object !== null && typeof object === 'object' && !Array.isArray(object) ? { ...object } : {};
  const [first, ...rest] = key;
  if (rest.length === 0) {
    if (value === undefined) delete base[first];
    else base[first] = value;
  } else base[first] = setIn(base[first], rest, value);
  return base;
}

export const changes = ['valid', 'valid', 'drop', 'type', 'cross', 'control', 'unicode', 'extra', 'whole'];

/**
 * The arbitrary of one operation's requests: { path, query, body, bodyText, contentType, change, field }.
 * Everything it reads comes from the operation and its body schema in the document.
 */
export function requestArbitrary(pathTemplate, operation) {
  const content = operation.requestBody?.content ?? {};
  const contentType = Object.keys(content)[0];
  const bodySchema = contentType === undefined ? undefined : content[contentType].schema;
  const slots = slotsOf(operation, bodySchema);
  return fc
    .record({
      seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
      change: fc.constantFrom(...changes),
      slot: fc.nat(),
      pick: fc.nat(),
      anything: anyJson,
      controlled,
      unicode,
    })
    .map(({ seed, change, slot, pick, anything, controlled: withControls, unicode: someText }) => {
      const params = { path: {}, query: {} };
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in !== 'path' && parameter.in !== 'query') continue;
        const value = valueFromSchema(parameter.schema ?? {}, seed + parameter.name.length);
        if (parameter.in === 'path' || parameter.required || value !== undefined)
          params[parameter.in][parameter.name] = value;
      }
      let body = bodySchema === undefined ? undefined : valueFromSchema(bodySchema, seed);
      const target = slots.length === 0 ? undefined : slots[slot % slots.length];
      let field = target === undefined ? undefined : `${target.location}:${target.key.join('.')}`;
      const replace = (value) => {
        if (target === undefined) return;
        if (target.location === 'body') body = setIn(body, target.key, value);
        else params[target.location][target.key[0]] = value;
      };
      let bodyText;
      switch (change) {
        case 'drop':
          replace(target?.location === 'path' ? '' : undefined);
          break;
        case 'type':
          replace(anything);
          break;
        case 'cross':
          if (target !== undefined) replace(crossing(target.schema, pick));
          break;
        case 'control':
          replace(withControls);
          break;
        case 'unicode':
          replace(someText);
          break;
        case 'extra':
          if (bodySchema !== undefined) body = setIn(body, [`unknown${pick % 5}`], anything);
          else params.query[`unknown${pick % 5}`] = someText;
          field = 'extra field';
          break;
        case 'whole':
          field = 'whole body';
          if (contentType !== undefined) {
            bodyText = [JSON.stringify(anything), '{"a":', '[', 'null', '"text"', '{}'.padEnd(2000, ' ')][
              pick % 6
            ];
          } else params.query = { [someText]: someText };
          break;
        default:
          field = undefined;
      }
      const path = pathTemplate.replace(/\{([^}]+)\}/g, (_, name) =>
        encodeURIComponent(asText(params.path[name] ?? '')),
      );
      return { path, query: params.query, body, bodyText, contentType, bodySchema, change, field };
    });
}

/** How a value travels in a path, a query or a form: strings as they are, anything else as JSON. */
const asText = (value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** A multipart part's value: a file where the schema says binary, text otherwise. */
function partOf(value, schema) {
  if (schema?.format === 'binary') return new Blob([asText(value)], { type: 'application/octet-stream' });
  return asText(value);
}

/** The request as fetch sends it. */
export function toFetch(baseUrl, request, headers) {
  const url = new URL(`${baseUrl}${request.path}`);
  for (const [name, value] of Object.entries(request.query)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) url.searchParams.append(name, asText(one));
  }
  const init = { method: request.method, headers: { ...headers } };
  if (request.contentType === 'multipart/form-data' && request.bodyText === undefined) {
    // fetch writes the content type itself, with the boundary it chose.
    const form = new FormData();
    for (const [name, value] of Object.entries(request.body ?? {})) {
      const part = partOf(value, request.bodySchema?.properties?.[name]);
      if (part instanceof Blob) form.append(name, part, 'fuzz.bin');
      else form.append(name, part);
    }
    init.body = form;
  } else if (request.contentType !== undefined) {
    init.headers['content-type'] = request.contentType;
    if (request.bodyText !== undefined) init.body = request.bodyText;
    else if (request.contentType === 'application/x-www-form-urlencoded') {
      const form = new URLSearchParams();
      for (const [name, value] of Object.entries(request.body ?? {})) form.append(name, asText(value));
      init.body = form.toString();
    } else init.body = JSON.stringify(request.body ?? null);
  }
  return { url: url.toString(), init };
}
