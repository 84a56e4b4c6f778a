/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_Legal_BasisInputs */

const en_legal_legal_basis = /** @type {(inputs: Legal_Legal_BasisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Legal basis`)
};

const de_legal_legal_basis = /** @type {(inputs: Legal_Legal_BasisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechtsgrundlage`)
};

const fr_legal_legal_basis = /** @type {(inputs: Legal_Legal_BasisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Base juridique`)
};

const it_legal_legal_basis = /** @type {(inputs: Legal_Legal_BasisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Base giuridica`)
};

/**
* | output |
* | --- |
* | "Legal basis" |
*
* @param {Legal_Legal_BasisInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const legal_legal_basis = /** @type {((inputs?: Legal_Legal_BasisInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Legal_BasisInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_legal_legal_basis(inputs)
	if (locale === "fr") return fr_legal_legal_basis(inputs)
	if (locale === "it") return it_legal_legal_basis(inputs)
	return en_legal_legal_basis(inputs)
});