/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Csv_ActorInputs */

const en_audit_csv_actor = /** @type {(inputs: Audit_Csv_ActorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actor`)
};

const de_audit_csv_actor = /** @type {(inputs: Audit_Csv_ActorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausgeführt von`)
};

const fr_audit_csv_actor = /** @type {(inputs: Audit_Csv_ActorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auteur`)
};

const it_audit_csv_actor = /** @type {(inputs: Audit_Csv_ActorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autore`)
};

/**
* | output |
* | --- |
* | "Actor" |
*
* @param {Audit_Csv_ActorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_csv_actor = /** @type {((inputs?: Audit_Csv_ActorInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Csv_ActorInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_csv_actor(inputs)
	if (locale === "fr") return fr_audit_csv_actor(inputs)
	if (locale === "it") return it_audit_csv_actor(inputs)
	return en_audit_csv_actor(inputs)
});