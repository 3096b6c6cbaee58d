/** `tsx scripts/dump-openapi.ts > file.json`: the OpenAPI document, indented, to diff a change against. */
import { buildOpenApiDocument } from '../web/http/v1/openapi.js';

process.stdout.write(JSON.stringify(buildOpenApiDocument(), null, 2));
