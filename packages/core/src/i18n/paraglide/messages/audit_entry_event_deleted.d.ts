/**
* | output |
* | --- |
* | "{actor} deleted {event}" |
*
* @param {Audit_Entry_Event_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_event_deleted: ((inputs: Audit_Entry_Event_DeletedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Entry_Event_DeletedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Entry_Event_DeletedInputs = {
    actor: NonNullable<unknown>;
    event: NonNullable<unknown>;
};
