import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { expect } from 'vitest';
import { buildOpenApiDocument } from '../../web/http/v1/openapi.js';
import type { TestResponse } from './harness.js';

type Json = Record<string, any>;
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

/** The OpenAPI document, as served at /v1/openapi.json. */
export const openApiDocument: Json = buildOpenApiDocument();

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
// Components become one schema so `$ref`s inside responses resolve.
ajv.addSchema({
  $id: 'components',
  $defs: JSON.parse(
    JSON.stringify(openApiDocument.components.schemas).replaceAll('"#/components/schemas/', '"#/$defs/'),
  ),
});
const compiled = new Map<string, ValidateFunction>();

function validatorFor(schema: Json): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (!validate) {
    const rewritten = JSON.parse(key.replaceAll('"#/components/schemas/', '"components#/$defs/'));
    validate = ajv.compile(rewritten);
    compiled.set(key, validate);
  }
  return validate;
}

/**
 * Asserts that an answer matches what the document promises for that operation and status:
 * the JSON body against its schema, problems against the Problem schema.
 */
export function expectMatchesDocument(method: string, pathTemplate: string, res: TestResponse): void {
  const operation = openApiDocument.paths[pathTemplate]?.[method.toLowerCase()];
  expect(operation, `${method} ${pathTemplate} is in the document`).toBeDefined();
  const response = operation.responses[String(res.status)];
  expect(response, `${method} ${pathTemplate} documents status ${res.status}`).toBeDefined();
  const type = (res.headers.get('content-type') ?? '').split(';')[0]!;
  const media = response.content?.[type];
  expect(media, `${method} ${pathTemplate} ${res.status} documents ${type}`).toBeDefined();
  if (type.endsWith('json')) {
    const validate = validatorFor(media.schema);
    const ok = validate(res.body);
    expect(ok, `${method} ${pathTemplate} ${res.status}: ${ajv.errorsText(validate.errors)}`).toBe(true);
  }
}
