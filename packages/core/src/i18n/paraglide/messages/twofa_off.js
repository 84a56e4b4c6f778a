/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_OffInputs */

const en_twofa_off = /** @type {(inputs: Twofa_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Off`)
};

const de_twofa_off = /** @type {(inputs: Twofa_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aus`)
};

const fr_twofa_off = /** @type {(inputs: Twofa_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désactivée`)
};

const it_twofa_off = /** @type {(inputs: Twofa_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disattivata`)
};

/**
* | output |
* | --- |
* | "Off" |
*
* @param {Twofa_OffInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_off = /** @type {((inputs?: Twofa_OffInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_OffInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_twofa_off(inputs)
	if (locale === "fr") return fr_twofa_off(inputs)
	if (locale === "it") return it_twofa_off(inputs)
	return en_twofa_off(inputs)
});