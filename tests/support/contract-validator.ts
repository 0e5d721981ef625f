import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { listOperations, loadContract } from '../../server/contract';

const DOCUMENT_ID = 'ordering.yaml';
const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
addFormats.default(ajv);
ajv.addSchema(loadContract(), DOCUMENT_ID);

const validators = new Map<string, ValidateFunction>();
const escapePointer = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

const templates = listOperations().map((operation) => ({
  ...operation,
  pattern: new RegExp(`^${operation.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}|\{[^}]+\}/g, '[^/]+')}$`),
}));

/** The contract operation that a concrete API path (without /api and query) belongs to. */
export function operationFor(method: string, apiPath: string) {
  const exact = templates.find((t) => t.method === method && t.path === apiPath);
  return exact ?? templates.find((t) => t.method === method && t.pattern.test(apiPath));
}

/**
 * Checks a response body against the contract's schema for that operation and status.
 * Returns the list of problems (empty when the body conforms).
 */
export function contractProblems(method: string, url: string, status: number, body: unknown): string[] {
  const apiPath = url.replace(/^\/api/, '').split('?')[0];
  const operation = operationFor(method.toUpperCase(), apiPath);
  if (!operation) return [`no operation ${method} ${apiPath} in the contract`];
  const responses = loadContract().paths[operation.path][method.toLowerCase()].responses as Record<string, unknown>;
  const statusKey = String(status) in responses ? String(status) : `${String(status)[0]}XX` in responses ? `${String(status)[0]}XX` : 'default';
  if (!(statusKey in responses)) return [`status ${status} is not documented for ${operation.operationId}`];
  const key = `${operation.path}|${method}|${statusKey}`;
  let validate = validators.get(key);
  if (!validate) {
    const pointer = ['paths', operation.path, method.toLowerCase(), 'responses', statusKey].map(escapePointer).join('/');
    let response = responses[statusKey] as { $ref?: string; content?: Record<string, { schema?: unknown }> };
    const declared = response.$ref ? loadContract().components.responses[response.$ref.split('/').pop()!] : response;
    // an answer declared without content (304 Not Modified) must have no body
    if (!declared.content) return body === undefined || body === '' ? [] : [`status ${status} of ${operation.operationId} has no body`];
    if (response.$ref) {
      const name = response.$ref.split('/').pop()!;
      response = loadContract().components.responses[name];
      validate = ajv.compile({ $ref: `${DOCUMENT_ID}#/components/responses/${escapePointer(name)}/content/application~1json/schema` });
    } else {
      validate = ajv.compile({ $ref: `${DOCUMENT_ID}#/${pointer}/content/application~1json/schema` });
    }
    validators.set(key, validate);
  }
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message}`);
}

let errorValidator: ValidateFunction | undefined;

/** Checks a body against the contract's Error schema: for answers that come before any operation's own (413). */
export function errorProblems(body: unknown): string[] {
  errorValidator ??= ajv.compile({ $ref: `${DOCUMENT_ID}#/components/schemas/Error` });
  return errorValidator(body) ? [] : (errorValidator.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message}`);
}
