// The fuzzing of one OpenAPI 3.1 document against a running server: for each operation, fast-check sends
// `runs` generated requests (requests.mjs) and checks each answer against what the operation documents.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { requestArbitrary, toFetch } from './requests.mjs';

/** One seed per operation, so adding an operation changes no other operation's requests. */
export function seedOf(baseSeed, operationId) {
  let hash = baseSeed | 0;
  for (const character of operationId) hash = (Math.imul(hash, 31) + character.charCodeAt(0)) | 0;
  return hash;
}

/** Why an answer is not one the operation documents; undefined when it is. */
function problemOf(response, text, validators, ajv) {
  if (response.status >= 500 && !(response.status === 504 && validators.has(504)))
    return `HTTP ${response.status}`;
  if (!validators.has(response.status)) return `HTTP ${response.status} is not documented`;
  // A file answer (a download) is checked by its type: one the status documents, other than JSON.
  const mediaType = (response.headers.get('content-type') ?? '').split(';')[0].trim();
  const { json: validate, files } = validators.get(response.status);
  if (files.includes(mediaType)) return undefined;
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    return `HTTP ${response.status} answered something that is not JSON`;
  }
  if (validate !== undefined && !validate(body))
    return `HTTP ${response.status} answered off its schema: ${ajv.errorsText(validate.errors)}`;
  return undefined;
}

/**
 * Fuzzes the document's operations (or the one named) at baseUrl. Operations whose security needs the API key
 * header get `token` in it. Answers { sent, findings, reached }: the findings each name the operation, the
 * change, the problem with its request and answer, and the fast-check path that replays it.
 */
export async function fuzzDocument({
  baseUrl,
  document,
  token,
  runs,
  seed,
  operation: only,
  path: replayPath,
}) {
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats(ajv);
  const [tokenHeader = 'login-token'] = Object.values(document.components?.securitySchemes ?? {})
    .filter((scheme) => scheme.type === 'apiKey' && scheme.in === 'header')
    .map((scheme) => scheme.name);
  const operations = Object.entries(document.paths)
    .flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({
        path,
        method: method.toUpperCase(),
        operation,
      })),
    )
    .filter(({ operation }) => only === undefined || operation.operationId === only);
  if (operations.length === 0) throw new Error(`no operation ${only}`);

  let sent = 0;
  const findings = [];
  /** Answers by operation and status/envelope code, to see what the requests reached. */
  const reached = new Map();
  for (const { path, method, operation } of operations) {
    const validators = new Map(
      Object.entries(operation.responses).map(([status, response]) => {
        const schema = response.content?.['application/json']?.schema;
        const files = Object.keys(response.content ?? {}).filter((type) => type !== 'application/json');
        return [Number(status), { json: schema === undefined ? undefined : ajv.compile(schema), files }];
      }),
    );
    const security = operation.security ?? document.security ?? [];
    const needsSession =
      security.length > 0 && !security.some((alternative) => Object.keys(alternative).length === 0);
    const headers = needsSession && token !== undefined ? { [tokenHeader]: token } : {};
    const counts = {};
    reached.set(operation.operationId, counts);
    const property = fc.asyncProperty(requestArbitrary(path, operation), async (request) => {
      const { url, init } = toFetch(baseUrl, { ...request, method }, headers);
      sent += 1;
      const response = await fetch(url, init);
      const text = await response.text();
      const key = `${response.status}/${/"code":(\d+)/.exec(text)?.[1] ?? '-'}`;
      counts[key] = (counts[key] ?? 0) + 1;
      const problem = problemOf(response, text, validators, ajv);
      if (problem !== undefined) {
        const body = init.body === undefined ? '' : ` ${String(init.body).slice(0, 300)}`;
        throw new Error(`${problem}\n  request: ${method} ${url}${body}\n  answer: ${text.slice(0, 300)}`);
      }
    });
    const result = await fc.check(property, {
      seed: seedOf(seed, operation.operationId),
      numRuns: runs,
      endOnFailure: true,
      ...(replayPath === undefined ? {} : { path: replayPath }),
    });
    if (result.failed) {
      const [request] = result.counterexample ?? [];
      findings.push({
        operationId: operation.operationId,
        where: `${method} ${path}`,
        change: request === undefined ? '' : `${request.change} ${request.field ?? ''}`.trim(),
        problem:
          result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance),
        path: result.counterexamplePath,
      });
    }
  }
  return { operations: operations.length, sent, findings, reached };
}
