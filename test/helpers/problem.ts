import { expect } from 'vitest';
import type { TestResponse } from './harness.js';

/**
 * Asserts the RFC 9457 shape every error shares (SPEC section 5) and returns the body, so a
 * test can go on to look at `errors` or `detail`.
 */
export function expectProblem(res: TestResponse, status: number, code: string) {
  expect(res.status, res.text).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  expect(res.body).toMatchObject({ status, code });
  for (const field of ['type', 'title', 'detail', 'request_id'] as const) {
    expect(typeof res.body[field], `problem field ${field}`).toBe('string');
    expect(res.body[field].length, `problem field ${field}`).toBeGreaterThan(0);
  }
  expect(res.body.request_id).toBe(res.headers.get('x-request-id'));
  return res.body as {
    type: string;
    title: string;
    status: number;
    detail: string;
    code: string;
    request_id: string;
    errors?: { field: string; message: string }[];
  };
}

/** The fields a problem names in its `errors` array. */
export function fieldsOf(problem: { errors?: { field: string }[] }): string[] {
  return (problem.errors ?? []).map((error) => error.field);
}
