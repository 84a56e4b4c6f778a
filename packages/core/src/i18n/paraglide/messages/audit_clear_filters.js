/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Clear_FiltersInputs */

const en_audit_clear_filters = /** @type {(inputs: Audit_Clear_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear filters`)
};

const de_audit_clear_filters = /** @type {(inputs: Audit_Clear_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter zurücksetzen`)
};

const fr_audit_clear_filters = /** @type {(inputs: Audit_Clear_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Effacer les filtres`)
};

const it_audit_clear_filters = /** @type {(inputs: Audit_Clear_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancellare i filtri`)
};

/**
* | output |
* | --- |
* | "Clear filters" |
*
* @param {Audit_Clear_FiltersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_clear_filters = /** @type {((inputs?: Audit_Clear_FiltersInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Clear_FiltersInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_clear_filters(inputs)
	if (locale === "fr") return fr_audit_clear_filters(inputs)
	if (locale === "it") return it_audit_clear_filters(inputs)
	return en_audit_clear_filters(inputs)
});