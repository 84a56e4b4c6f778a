/**
* | output |
* | --- |
* | "Save your recovery codes now: they are shown only this once." |
*
* @param {Twofa_Save_CodesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_save_codes: ((inputs?: Twofa_Save_CodesInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Save_CodesInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Save_CodesInputs = {};
