/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_More_To_ComeInputs */

const en_about_more_to_come = /** @type {(inputs: About_More_To_ComeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`More to come`)
};

const de_about_more_to_come = /** @type {(inputs: About_More_To_ComeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weitere folgen`)
};

const fr_about_more_to_come = /** @type {(inputs: About_More_To_ComeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`D’autres suivront`)
};

const it_about_more_to_come = /** @type {(inputs: About_More_To_ComeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Altri in arrivo`)
};

/**
* | output |
* | --- |
* | "More to come" |
*
* @param {About_More_To_ComeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const about_more_to_come = /** @type {((inputs?: About_More_To_ComeInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_More_To_ComeInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_about_more_to_come(inputs)
	if (locale === "fr") return fr_about_more_to_come(inputs)
	if (locale === "it") return it_about_more_to_come(inputs)
	return en_about_more_to_come(inputs)
});