/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_PagesInputs */

const en_audit_pages = /** @type {(inputs: Audit_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Audit log pages`)
};

const de_audit_pages = /** @type {(inputs: Audit_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seiten des Protokolls`)
};

const fr_audit_pages = /** @type {(inputs: Audit_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages du journal d’audit`)
};

const it_audit_pages = /** @type {(inputs: Audit_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagine del registro delle attività`)
};

/**
* | output |
* | --- |
* | "Audit log pages" |
*
* @param {Audit_PagesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_pages = /** @type {((inputs?: Audit_PagesInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_PagesInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_pages(inputs)
	if (locale === "fr") return fr_audit_pages(inputs)
	if (locale === "it") return it_audit_pages(inputs)
	return en_audit_pages(inputs)
});