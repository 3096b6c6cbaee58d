import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_TYPES_FILE, generateApiTypes } from '../../scripts/api-types.js';

/** The first line where two texts part, for a message a reader can act on. */
function firstDifference(committed: string, generated: string): string {
  const a = committed.split('\n');
  const b = generated.split('\n');
  const line = a.findIndex((text, i) => text !== b[i]);
  const at = line === -1 ? a.length : line;
  return `line ${at + 1}: committed ${JSON.stringify(a[at])}, generated ${JSON.stringify(b[at])}`;
}

describe("the admin's API types (STYLE 17)", () => {
  it('frontend/src/api/schema.d.ts is exactly what the OpenAPI document generates', async () => {
    const committed = readFileSync(API_TYPES_FILE, 'utf8');
    const generated = await generateApiTypes();
    if (committed !== generated)
      expect.fail(
        `frontend/src/api/schema.d.ts is stale (${firstDifference(committed, generated)}): run \`npm run gen:api-types\` and commit the file`,
      );
  });
});
