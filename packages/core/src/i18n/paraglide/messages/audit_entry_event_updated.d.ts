/**
* | output |
* | --- |
* | "{actor} changed {event}" |
*
* @param {Audit_Entry_Event_UpdatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_event_updated: ((inputs: Audit_Entry_Event_UpdatedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Entry_Event_UpdatedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Entry_Event_UpdatedInputs = {
    actor: NonNullable<unknown>;
    event: NonNullable<unknown>;
};
