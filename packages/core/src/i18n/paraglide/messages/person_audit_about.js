/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Person_Audit_AboutInputs */

const en_person_audit_about = /** @type {(inputs: Person_Audit_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Audit log entries about ${i?.name}`)
};

const de_person_audit_about = /** @type {(inputs: Person_Audit_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Protokolleinträge zu ${i?.name}`)
};

const fr_person_audit_about = /** @type {(inputs: Person_Audit_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Entrées du journal d’audit concernant ${i?.name}`)
};

const it_person_audit_about = /** @type {(inputs: Person_Audit_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Voci del registro delle attività su ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Audit log entries about {name}" |
*
* @param {Person_Audit_AboutInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_audit_about = /** @type {((inputs: Person_Audit_AboutInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Audit_AboutInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_audit_about(inputs)
	if (locale === "fr") return fr_person_audit_about(inputs)
	if (locale === "it") return it_person_audit_about(inputs)
	return en_person_audit_about(inputs)
});