/**
 * The message catalogue (ADR 029): Paraglide JS compiles packages/core/messages/{en,de,fr,it}.json into one typed
 * function per message (`npm run i18n -w packages/core`). Call them with the reader's locale, `m.nav_home({}, { locale })`:
 * nothing reads a global "current language", so prerendering, the server's mails and concurrent requests stay apart.
 */
export { m } from "./paraglide/messages.js";
export { baseLocale, isLocale, locales, type Locale } from "./paraglide/runtime.js";
export * from "./format";
export * from "./locale-path";
export * from "./labels";
export * from "./language-names";
