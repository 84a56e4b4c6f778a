/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ actor: NonNullable<unknown>, subject: NonNullable<unknown> }} Audit_Entry_Ride_Along_OpenInputs */

const en_audit_entry_ride_along_open = /** @type {(inputs: Audit_Entry_Ride_Along_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} marked the ride-along request of ${i?.subject} as open again`)
};

const de_audit_entry_ride_along_open = /** @type {(inputs: Audit_Entry_Ride_Along_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} hat die Mitfahranfrage für ${i?.subject} wieder als offen markiert`)
};

const fr_audit_entry_ride_along_open = /** @type {(inputs: Audit_Entry_Ride_Along_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} a rouvert la demande de stage d’observation pour ${i?.subject}`)
};

const it_audit_entry_ride_along_open = /** @type {(inputs: Audit_Entry_Ride_Along_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} ha riaperto la richiesta di uscita in ambulanza di ${i?.subject}`)
};

/**
* | output |
* | --- |
* | "{actor} marked the ride-along request of {subject} as open again" |
*
* @param {Audit_Entry_Ride_Along_OpenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_ride_along_open = /** @type {((inputs: Audit_Entry_Ride_Along_OpenInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Entry_Ride_Along_OpenInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_entry_ride_along_open(inputs)
	if (locale === "fr") return fr_audit_entry_ride_along_open(inputs)
	if (locale === "it") return it_audit_entry_ride_along_open(inputs)
	return en_audit_entry_ride_along_open(inputs)
});