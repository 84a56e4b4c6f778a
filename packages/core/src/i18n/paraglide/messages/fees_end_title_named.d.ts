/**
* | output |
* | --- |
* | "End the membership of {name}?" |
*
* @param {Fees_End_Title_NamedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_end_title_named: ((inputs: Fees_End_Title_NamedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_End_Title_NamedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_End_Title_NamedInputs = {
    name: NonNullable<unknown>;
};
