/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Not_Found_HeadingInputs */

const en_not_found_heading = /** @type {(inputs: Not_Found_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oops! Page not found`)
};

const de_not_found_heading = /** @type {(inputs: Not_Found_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hoppla! Seite nicht gefunden`)
};

const fr_not_found_heading = /** @type {(inputs: Not_Found_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oups! Page introuvable`)
};

const it_not_found_heading = /** @type {(inputs: Not_Found_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ops! Pagina non trovata`)
};

/**
* | output |
* | --- |
* | "Oops! Page not found" |
*
* @param {Not_Found_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const not_found_heading = /** @type {((inputs?: Not_Found_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Not_Found_HeadingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_not_found_heading(inputs)
	if (locale === "fr") return fr_not_found_heading(inputs)
	if (locale === "it") return it_not_found_heading(inputs)
	return en_not_found_heading(inputs)
});