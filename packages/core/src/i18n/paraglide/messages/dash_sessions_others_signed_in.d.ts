/**
* | countPlural | output |
* | --- | --- |
* | "one" | "One other device is signed in." |
* | * | "{shownCount} other devices are signed in." |
*
* @param {Dash_Sessions_Others_Signed_InInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_sessions_others_signed_in: ((inputs: Dash_Sessions_Others_Signed_InInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Sessions_Others_Signed_InInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Sessions_Others_Signed_InInputs = {
    count: NonNullable<unknown>;
    shownCount: NonNullable<unknown>;
};
