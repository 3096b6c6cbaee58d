import { createContext, type ReactNode, useContext } from 'react';
import { ApiError, fieldError, isInline, type ProblemWords } from '../api/api-error.js';
import { useShopIfAny } from './shop-context.js';

interface FormProblem {
  error: unknown;
  words: ProblemWords;
}

const FormProblemContext = createContext<FormProblem>({ error: undefined, words: {} });

/** The form's last refused request, for its fields to show their own part of it. */
export function FormProblemProvider({ value, children }: { value: FormProblem; children: ReactNode }) {
  return <FormProblemContext.Provider value={value}>{children}</FormProblemContext.Provider>;
}

/**
 * The error of one API field, in the form's words, for a field to show under itself: a form
 * lists the fields it shows so in `words.inline`, and the banner leaves them out.
 */
export function useFieldError(field: string): string | undefined {
  const { error, words } = useContext(FormProblemContext);
  const shop = useShopIfAny();
  if (!words.inline?.includes(field)) return undefined;
  return fieldError(error, field, { timeZone: shop?.timezone, ...words });
}

/**
 * The error of a list field or of one of its items (`skus`, `skus.1`), for a field that edits
 * the whole list; an item's error names the item (`"abc": must be…`) from `items`, the list as
 * sent. The form lists `x` and `x.*` in `words.inline`.
 */
export function useListFieldError(field: string, items: readonly string[]): string | undefined {
  const { error, words } = useContext(FormProblemContext);
  const shop = useShopIfAny();
  if (!(error instanceof ApiError)) return undefined;
  const found = error.problem.errors?.find((e) => e.field === field || e.field.startsWith(`${field}.`));
  if (!found || !isInline(found.field, words)) return undefined;
  const message = fieldError(error, found.field, { timeZone: shop?.timezone, ...words });
  const item = items[Number(found.field.slice(field.length + 1))];
  return message && found.field !== field && item !== undefined ? `"${item}": ${message}` : message;
}
