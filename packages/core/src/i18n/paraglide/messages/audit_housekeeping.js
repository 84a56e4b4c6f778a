/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_HousekeepingInputs */

const en_audit_housekeeping = /** @type {(inputs: Audit_HousekeepingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Housekeeping`)
};

const de_audit_housekeeping = /** @type {(inputs: Audit_HousekeepingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die automatische Bereinigung`)
};

const fr_audit_housekeeping = /** @type {(inputs: Audit_HousekeepingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le nettoyage automatique`)
};

const it_audit_housekeeping = /** @type {(inputs: Audit_HousekeepingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La pulizia automatica`)
};

/**
* | output |
* | --- |
* | "Housekeeping" |
*
* @param {Audit_HousekeepingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_housekeeping = /** @type {((inputs?: Audit_HousekeepingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_HousekeepingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_housekeeping(inputs)
	if (locale === "fr") return fr_audit_housekeeping(inputs)
	if (locale === "it") return it_audit_housekeeping(inputs)
	return en_audit_housekeeping(inputs)
});