/**
* | output |
* | --- |
* | ", {associationName}, home" |
*
* @param {Header_Home_Link_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const header_home_link_label: ((inputs: Header_Home_Link_LabelInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Header_Home_Link_LabelInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Header_Home_Link_LabelInputs = {
    associationName: NonNullable<unknown>;
};
