/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_None_AboutInputs */

const en_audit_none_about = /** @type {(inputs: Audit_None_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No admin actions about this person yet.`)
};

const de_audit_none_about = /** @type {(inputs: Audit_None_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Admin-Aktionen zu dieser Person.`)
};

const fr_audit_none_about = /** @type {(inputs: Audit_None_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune action d’administration concernant cette personne pour l’instant.`)
};

const it_audit_none_about = /** @type {(inputs: Audit_None_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessuna azione amministrativa su questa persona per ora.`)
};

/**
* | output |
* | --- |
* | "No admin actions about this person yet." |
*
* @param {Audit_None_AboutInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_none_about = /** @type {((inputs?: Audit_None_AboutInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_None_AboutInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_none_about(inputs)
	if (locale === "fr") return fr_audit_none_about(inputs)
	if (locale === "it") return it_audit_none_about(inputs)
	return en_audit_none_about(inputs)
});