/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ actor: NonNullable<unknown>, subject: NonNullable<unknown> }} Audit_Entry_Ride_Along_DoneInputs */

const en_audit_entry_ride_along_done = /** @type {(inputs: Audit_Entry_Ride_Along_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} marked the ride-along request of ${i?.subject} as done`)
};

const de_audit_entry_ride_along_done = /** @type {(inputs: Audit_Entry_Ride_Along_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} hat die Mitfahranfrage für ${i?.subject} als erledigt markiert`)
};

const fr_audit_entry_ride_along_done = /** @type {(inputs: Audit_Entry_Ride_Along_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} a marqué comme traitée la demande de stage d’observation pour ${i?.subject}`)
};

const it_audit_entry_ride_along_done = /** @type {(inputs: Audit_Entry_Ride_Along_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} ha segnato come evasa la richiesta di uscita in ambulanza di ${i?.subject}`)
};

/**
* | output |
* | --- |
* | "{actor} marked the ride-along request of {subject} as done" |
*
* @param {Audit_Entry_Ride_Along_DoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_ride_along_done = /** @type {((inputs: Audit_Entry_Ride_Along_DoneInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Entry_Ride_Along_DoneInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_entry_ride_along_done(inputs)
	if (locale === "fr") return fr_audit_entry_ride_along_done(inputs)
	if (locale === "it") return it_audit_entry_ride_along_done(inputs)
	return en_audit_entry_ride_along_done(inputs)
});