/**
* | countPlural | output |
* | --- | --- |
* | "one" | "One other device has been signed out." |
* | * | "{shownCount} other devices have been signed out." |
*
* @param {Dash_Sessions_Others_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_sessions_others_signed_out: ((inputs: Dash_Sessions_Others_Signed_OutInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Sessions_Others_Signed_OutInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Sessions_Others_Signed_OutInputs = {
    count: NonNullable<unknown>;
    shownCount: NonNullable<unknown>;
};
