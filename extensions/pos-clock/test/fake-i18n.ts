import { readdirSync, readFileSync } from 'node:fs';
import type { Translate } from '../src/pos-host.js';

type Messages = Record<string, unknown>;

const LOCALE_DIR = new URL('../locales/', import.meta.url);

/** The extension's locale files by name: `en.default`, `fr`, `de`, `es`, … */
export const LOCALE_FILES: Record<string, Messages> = Object.fromEntries(
  readdirSync(LOCALE_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => [
      file.replace(/\.json$/, ''),
      JSON.parse(readFileSync(new URL(file, LOCALE_DIR), 'utf8')),
    ]),
);

function lookup(messages: Messages | undefined, key: string): unknown {
  let value: unknown = messages;
  for (const part of key.split('.')) value = (value as Messages | undefined)?.[part];
  return value;
}

/**
 * `shopify.i18n.translate` as POS documents it (shopify.dev "About POS UI extension
 * localization"): the user's locale, then its language, then the default locale file; `count`
 * picks a plural form by `Intl.PluralRules`, `{{name}}` takes the value of `name`.
 */
export function fakeTranslate(locale: string): Translate {
  const language = locale.split('-')[0]!;
  const files = [LOCALE_FILES[locale], LOCALE_FILES[language], LOCALE_FILES['en.default']];
  return (key, vars = {}) => {
    for (const messages of files) {
      let value = lookup(messages, key);
      if (value !== null && typeof value === 'object' && 'count' in vars) {
        const forms = value as Record<string, unknown>;
        value = forms[new Intl.PluralRules(locale).select(Number(vars.count))] ?? forms.other;
      }
      if (typeof value === 'string')
        return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
          name in vars ? String(vars[name]) : match,
        );
    }
    return key;
  };
}
