/**
* | output |
* | --- |
* | "Work areas and team are described from public information and still need to be confirmed with the company." |
*
* @param {Em_Work_Areas_UnconfirmedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_work_areas_unconfirmed: ((inputs?: Em_Work_Areas_UnconfirmedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Em_Work_Areas_UnconfirmedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Em_Work_Areas_UnconfirmedInputs = {};
