/**
* | output |
* | --- |
* | "Plain text; a blank line starts a new paragraph. Each confirmed subscriber gets a copy with a personal unsubscribe link." |
*
* @param {Mlist_Compose_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_compose_hint: ((inputs?: Mlist_Compose_HintInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mlist_Compose_HintInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mlist_Compose_HintInputs = {};
