/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_HeadingInputs */

const en_about_heading = /** @type {(inputs: About_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About us`)
};

const de_about_heading = /** @type {(inputs: About_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Über uns`)
};

const fr_about_heading = /** @type {(inputs: About_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À propos`)
};

const it_about_heading = /** @type {(inputs: About_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chi siamo`)
};

/**
* | output |
* | --- |
* | "About us" |
*
* @param {About_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const about_heading = /** @type {((inputs?: About_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_HeadingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_about_heading(inputs)
	if (locale === "fr") return fr_about_heading(inputs)
	if (locale === "it") return it_about_heading(inputs)
	return en_about_heading(inputs)
});