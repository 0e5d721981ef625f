import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const contractPath = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'openapi', 'ordering.yaml');

export interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  area: string;
  tags: string[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document is walked generically
export type OpenApiDocument = Record<string, any>;

let cached: OpenApiDocument | undefined;

export function loadContract(): OpenApiDocument {
  cached ??= parse(readFileSync(contractPath, 'utf8')) as OpenApiDocument;
  return cached;
}

const httpMethods = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

/** Every operation of the contract with its owner area (`x-area`). */
export function listOperations(document = loadContract()): ContractOperation[] {
  return Object.entries(document.paths as Record<string, Record<string, OpenApiDocument>>).flatMap(([route, item]) =>
    Object.entries(item)
      .filter(([method]) => httpMethods.has(method))
      .map(([method, operation]) => ({
        operationId: operation.operationId as string,
        method: method.toUpperCase(),
        path: route,
        area: (operation['x-area'] as string | undefined) ?? 'backbone',
        tags: (operation.tags as string[] | undefined) ?? [],
      })),
  );
}
