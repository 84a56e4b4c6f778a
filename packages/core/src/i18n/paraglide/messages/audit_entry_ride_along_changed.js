/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ actor: NonNullable<unknown>, subject: NonNullable<unknown> }} Audit_Entry_Ride_Along_ChangedInputs */

const en_audit_entry_ride_along_changed = /** @type {(inputs: Audit_Entry_Ride_Along_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} marked the ride-along request of ${i?.subject} as changed`)
};

const de_audit_entry_ride_along_changed = /** @type {(inputs: Audit_Entry_Ride_Along_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} hat die Mitfahranfrage für ${i?.subject} geändert`)
};

const fr_audit_entry_ride_along_changed = /** @type {(inputs: Audit_Entry_Ride_Along_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} a modifié la demande de stage d’observation pour ${i?.subject}`)
};

const it_audit_entry_ride_along_changed = /** @type {(inputs: Audit_Entry_Ride_Along_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} ha modificato la richiesta di uscita in ambulanza di ${i?.subject}`)
};

/**
* | output |
* | --- |
* | "{actor} marked the ride-along request of {subject} as changed" |
*
* @param {Audit_Entry_Ride_Along_ChangedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_ride_along_changed = /** @type {((inputs: Audit_Entry_Ride_Along_ChangedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Entry_Ride_Along_ChangedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_entry_ride_along_changed(inputs)
	if (locale === "fr") return fr_audit_entry_ride_along_changed(inputs)
	if (locale === "it") return it_audit_entry_ride_along_changed(inputs)
	return en_audit_entry_ride_along_changed(inputs)
});