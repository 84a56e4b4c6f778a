/**
* | output |
* | --- |
* | "Mark as done" |
*
* @param {Ridealong_Mark_DoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ridealong_mark_done: ((inputs?: Ridealong_Mark_DoneInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ridealong_Mark_DoneInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ridealong_Mark_DoneInputs = {};
