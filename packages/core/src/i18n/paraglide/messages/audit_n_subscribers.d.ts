/**
* | known | countPlural | output |
* | --- | --- | --- |
* | "no" | * | "some subscribers" |
* | * | "one" | "1 subscriber" |
* | * | * | "{shownCount} subscribers" |
*
* @param {Audit_N_SubscribersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_n_subscribers: ((inputs: Audit_N_SubscribersInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_N_SubscribersInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_N_SubscribersInputs = {
    count: NonNullable<unknown>;
    shownCount: NonNullable<unknown>;
    known: NonNullable<unknown>;
};
