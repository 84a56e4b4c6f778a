/**
* | output |
* | --- |
* | "The preview could not be loaded: {detail}" |
*
* @param {Fees_Preview_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_preview_failed: ((inputs: Fees_Preview_FailedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Preview_FailedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Preview_FailedInputs = {
    detail: NonNullable<unknown>;
};
