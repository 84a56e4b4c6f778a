/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_OnInputs */

const en_twofa_on = /** @type {(inputs: Twofa_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On`)
};

const de_twofa_on = /** @type {(inputs: Twofa_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein`)
};

const fr_twofa_on = /** @type {(inputs: Twofa_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activée`)
};

const it_twofa_on = /** @type {(inputs: Twofa_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attiva`)
};

/**
* | output |
* | --- |
* | "On" |
*
* @param {Twofa_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_on = /** @type {((inputs?: Twofa_OnInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_OnInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_twofa_on(inputs)
	if (locale === "fr") return fr_twofa_on(inputs)
	if (locale === "it") return it_twofa_on(inputs)
	return en_twofa_on(inputs)
});