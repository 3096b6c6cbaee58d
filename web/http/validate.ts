import type { Request } from 'express';
import type { z } from 'zod';
import { AppError, type FieldError } from '../domain/errors.js';

function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.flatMap((issue) => {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ field: base ? `${base}.${key}` : key, message: 'unknown field' }));
    }
    return [{ field: base || '(body)', message: issue.message }];
  });
}

function isOutOfRange(issue: z.core.$ZodIssue): boolean {
  return issue.code === 'custom' && issue.params?.code === 'out_of_range';
}

function parseWith<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  // A request whose only fault is a value outside what may be stored breaks a rule (422), not the schema.
  if (result.error.issues.every(isOutOfRange)) {
    const detail = `The ${what} is out of range: ${errors.map((e) => `${e.field} ${e.message}`).join('; ')}.`;
    throw new AppError('out_of_range', detail, { errors });
  }
  const detail = `The ${what} is invalid: ${errors.map((e) => `${e.field} ${e.message}`).join('; ')}.`;
  throw new AppError('validation_error', detail, { errors });
}

export function parseBody<S extends z.ZodType>(schema: S, req: Request): z.output<S> {
  return parseWith(schema, req.body, 'request body');
}

export function parseQuery<S extends z.ZodType>(schema: S, req: Request): z.output<S> {
  return parseWith(schema, req.query, 'query');
}
