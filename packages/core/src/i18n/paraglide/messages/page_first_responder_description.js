/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_First_Responder_DescriptionInputs */

const en_page_first_responder_description = /** @type {(inputs: Page_First_Responder_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First responder systems for cardiac arrest in Switzerland: what they do, training and the cantonal systems.`)
};

const de_page_first_responder_description = /** @type {(inputs: Page_First_Responder_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First-Responder-Systeme bei Herzstillstand in der Schweiz: was sie leisten, Ausbildung und die kantonalen Systeme.`)
};

const fr_page_first_responder_description = /** @type {(inputs: Page_First_Responder_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les systèmes de premiers répondants en cas d'arrêt cardiaque en Suisse : leur rôle, la formation et les systèmes cantonaux.`)
};

const it_page_first_responder_description = /** @type {(inputs: Page_First_Responder_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I sistemi di first responder per l'arresto cardiaco in Svizzera: che cosa fanno, la formazione e i sistemi cantonali.`)
};

/**
* | output |
* | --- |
* | "First responder systems for cardiac arrest in Switzerland: what they do, training and the cantonal systems." |
*
* @param {Page_First_Responder_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_first_responder_description = /** @type {((inputs?: Page_First_Responder_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_First_Responder_DescriptionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_first_responder_description(inputs)
	if (locale === "fr") return fr_page_first_responder_description(inputs)
	if (locale === "it") return it_page_first_responder_description(inputs)
	return en_page_first_responder_description(inputs)
});