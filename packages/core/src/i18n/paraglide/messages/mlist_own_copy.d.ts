/**
* | output |
* | --- |
* | "(each subscriber gets their own copy)" |
*
* @param {Mlist_Own_CopyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_own_copy: ((inputs?: Mlist_Own_CopyInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mlist_Own_CopyInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mlist_Own_CopyInputs = {};
