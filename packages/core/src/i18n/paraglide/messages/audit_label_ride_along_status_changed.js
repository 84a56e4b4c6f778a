/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Label_Ride_Along_Status_ChangedInputs */

const en_audit_label_ride_along_status_changed = /** @type {(inputs: Audit_Label_Ride_Along_Status_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ride-along request updated`)
};

const de_audit_label_ride_along_status_changed = /** @type {(inputs: Audit_Label_Ride_Along_Status_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitfahranfrage aktualisiert`)
};

const fr_audit_label_ride_along_status_changed = /** @type {(inputs: Audit_Label_Ride_Along_Status_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande de stage d’observation mise à jour`)
};

const it_audit_label_ride_along_status_changed = /** @type {(inputs: Audit_Label_Ride_Along_Status_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Richiesta di uscita in ambulanza aggiornata`)
};

/**
* | output |
* | --- |
* | "Ride-along request updated" |
*
* @param {Audit_Label_Ride_Along_Status_ChangedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_ride_along_status_changed = /** @type {((inputs?: Audit_Label_Ride_Along_Status_ChangedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Label_Ride_Along_Status_ChangedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_label_ride_along_status_changed(inputs)
	if (locale === "fr") return fr_audit_label_ride_along_status_changed(inputs)
	if (locale === "it") return it_audit_label_ride_along_status_changed(inputs)
	return en_audit_label_ride_along_status_changed(inputs)
});