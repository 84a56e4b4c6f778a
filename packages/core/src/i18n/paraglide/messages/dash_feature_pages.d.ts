/**
* | output |
* | --- |
* | "Exclusive member pages" |
*
* @param {Dash_Feature_PagesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_feature_pages: ((inputs?: Dash_Feature_PagesInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Feature_PagesInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Feature_PagesInputs = {};
