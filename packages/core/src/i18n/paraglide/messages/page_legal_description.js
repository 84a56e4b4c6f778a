/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Legal_DescriptionInputs */

const en_page_legal_description = /** @type {(inputs: Page_Legal_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imprint of the association and its privacy policy under Swiss data protection law.`)
};

const de_page_legal_description = /** @type {(inputs: Page_Legal_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impressum des Vereins und seine Datenschutzerklärung nach Schweizer Datenschutzrecht.`)
};

const fr_page_legal_description = /** @type {(inputs: Page_Legal_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mentions légales de l'association et sa politique de confidentialité selon le droit suisse de la protection des données.`)
};

const it_page_legal_description = /** @type {(inputs: Page_Legal_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Note legali dell'associazione e la sua informativa sulla privacy secondo il diritto svizzero sulla protezione dei dati.`)
};

/**
* | output |
* | --- |
* | "Imprint of the association and its privacy policy under Swiss data protection law." |
*
* @param {Page_Legal_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_legal_description = /** @type {((inputs?: Page_Legal_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Legal_DescriptionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_legal_description(inputs)
	if (locale === "fr") return fr_page_legal_description(inputs)
	if (locale === "it") return it_page_legal_description(inputs)
	return en_page_legal_description(inputs)
});