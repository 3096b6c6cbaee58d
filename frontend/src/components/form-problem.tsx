import { createContext, type ReactNode, useContext } from 'react';
import { fieldError, type ProblemWords } from '../api/api-error.js';
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
