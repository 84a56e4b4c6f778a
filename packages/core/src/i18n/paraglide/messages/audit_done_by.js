/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Done_ByInputs */

const en_audit_done_by = /** @type {(inputs: Audit_Done_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Done by`)
};

const de_audit_done_by = /** @type {(inputs: Audit_Done_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausgeführt von`)
};

const fr_audit_done_by = /** @type {(inputs: Audit_Done_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Effectuée par`)
};

const it_audit_done_by = /** @type {(inputs: Audit_Done_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eseguita da`)
};

/**
* | output |
* | --- |
* | "Done by" |
*
* @param {Audit_Done_ByInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_done_by = /** @type {((inputs?: Audit_Done_ByInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Done_ByInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_done_by(inputs)
	if (locale === "fr") return fr_audit_done_by(inputs)
	if (locale === "it") return it_audit_done_by(inputs)
	return en_audit_done_by(inputs)
});