/** `npm run gen:api-types`: writes frontend/src/api/schema.d.ts from the OpenAPI document. */
import { writeFileSync } from 'node:fs';
import { API_TYPES_FILE, generateApiTypes } from './api-types.js';

writeFileSync(API_TYPES_FILE, await generateApiTypes());
console.log(`wrote ${API_TYPES_FILE}`);
