/**
* | output |
* | --- |
* | "Please select the codes and copy them, or download them." |
*
* @param {Twofa_Copy_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_copy_failed_text: ((inputs?: Twofa_Copy_Failed_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Copy_Failed_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Copy_Failed_TextInputs = {};
