/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Not_Found_TextInputs */

const en_not_found_text = /** @type {(inputs: Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The page you are looking for does not exist or has moved.`)
};

const de_not_found_text = /** @type {(inputs: Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die gesuchte Seite existiert nicht oder wurde verschoben.`)
};

const fr_not_found_text = /** @type {(inputs: Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La page que vous cherchez n’existe pas ou a été déplacée.`)
};

const it_not_found_text = /** @type {(inputs: Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La pagina che cerca non esiste o è stata spostata.`)
};

/**
* | output |
* | --- |
* | "The page you are looking for does not exist or has moved." |
*
* @param {Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const not_found_text = /** @type {((inputs?: Not_Found_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Not_Found_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_not_found_text(inputs)
	if (locale === "fr") return fr_not_found_text(inputs)
	if (locale === "it") return it_not_found_text(inputs)
	return en_not_found_text(inputs)
});