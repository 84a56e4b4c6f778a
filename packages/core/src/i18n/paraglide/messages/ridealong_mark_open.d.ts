/**
* | output |
* | --- |
* | "Mark as open" |
*
* @param {Ridealong_Mark_OpenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ridealong_mark_open: ((inputs?: Ridealong_Mark_OpenInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ridealong_Mark_OpenInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ridealong_Mark_OpenInputs = {};
