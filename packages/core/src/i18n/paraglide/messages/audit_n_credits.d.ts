/**
* | known | countPlural | output |
* | --- | --- | --- |
* | "no" | * | "some credits" |
* | * | "one" | "1 credit" |
* | * | * | "{shownCount} credits" |
*
* @param {Audit_N_CreditsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_n_credits: ((inputs: Audit_N_CreditsInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_N_CreditsInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_N_CreditsInputs = {
    count: NonNullable<unknown>;
    shownCount: NonNullable<unknown>;
    known: NonNullable<unknown>;
};
