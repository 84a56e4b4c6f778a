/**
* | output |
* | --- |
* | "Passkey removed" |
*
* @param {Passkeys_RemovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const passkeys_removed: ((inputs?: Passkeys_RemovedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Passkeys_RemovedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Passkeys_RemovedInputs = {};
