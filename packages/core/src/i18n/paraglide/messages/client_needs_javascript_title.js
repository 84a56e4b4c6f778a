/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Client_Needs_Javascript_TitleInputs */

const en_client_needs_javascript_title = /** @type {(inputs: Client_Needs_Javascript_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page needs JavaScript`)
};

const de_client_needs_javascript_title = /** @type {(inputs: Client_Needs_Javascript_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Seite braucht JavaScript`)
};

const fr_client_needs_javascript_title = /** @type {(inputs: Client_Needs_Javascript_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette page nécessite JavaScript`)
};

const it_client_needs_javascript_title = /** @type {(inputs: Client_Needs_Javascript_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questa pagina richiede JavaScript`)
};

/**
* | output |
* | --- |
* | "This page needs JavaScript" |
*
* @param {Client_Needs_Javascript_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const client_needs_javascript_title = /** @type {((inputs?: Client_Needs_Javascript_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Client_Needs_Javascript_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_client_needs_javascript_title(inputs)
	if (locale === "fr") return fr_client_needs_javascript_title(inputs)
	if (locale === "it") return it_client_needs_javascript_title(inputs)
	return en_client_needs_javascript_title(inputs)
});