/**
 * The admin's API types, generated from the OpenAPI document the app serves (STYLE 17): the
 * document comes from the app's own generator, as `GET /v1/openapi.json` builds it, so no
 * server runs. `npm run gen:api-types` writes the text to `API_TYPES_FILE`; a test generates it
 * again in memory and fails when the committed file differs.
 */
import path from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { buildOpenApiDocument } from '../web/http/v1/openapi.js';

export const API_TYPES_FILE = path.resolve(import.meta.dirname, '../frontend/src/api/schema.d.ts');

const HEADER = `/**
 * Generated from the OpenAPI document by \`npm run gen:api-types\` (scripts/gen-api-types.ts).
 * Do not edit: change the zod schemas in web/ and run the script again.
 */

`;

export async function generateApiTypes(): Promise<string> {
  const document = buildOpenApiDocument() as unknown as OpenAPI3;
  const nodes = await openapiTS(document, { silent: true });
  return HEADER + astToString(nodes);
}
