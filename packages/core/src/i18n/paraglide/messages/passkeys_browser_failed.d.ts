/**
* | output |
* | --- |
* | "The browser did not make a passkey: its prompt was closed or timed out, or this device cannot make one." |
*
* @param {Passkeys_Browser_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const passkeys_browser_failed: ((inputs?: Passkeys_Browser_FailedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Passkeys_Browser_FailedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Passkeys_Browser_FailedInputs = {};
