// The extension is type-checked without Node's types (its code runs inside POS, not Node); its
// tests read the locale files and the TOML with these two calls of Node's, declared here alone.
declare module 'node:fs' {
  export function readFileSync(path: URL, encoding: 'utf8'): string;
  export function readdirSync(path: URL): string[];
}
