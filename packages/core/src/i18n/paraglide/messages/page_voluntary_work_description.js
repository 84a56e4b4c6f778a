/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Voluntary_Work_DescriptionInputs */

const en_page_voluntary_work_description = /** @type {(inputs: Page_Voluntary_Work_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voluntary work in emergency medicine: humanitarian missions and first responder systems.`)
};

const de_page_voluntary_work_description = /** @type {(inputs: Page_Voluntary_Work_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freiwilligenarbeit in der Notfallmedizin: humanitäre Einsätze und First-Responder-Systeme.`)
};

const fr_page_voluntary_work_description = /** @type {(inputs: Page_Voluntary_Work_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bénévolat en médecine d'urgence : missions humanitaires et systèmes de premiers répondants.`)
};

const it_page_voluntary_work_description = /** @type {(inputs: Page_Voluntary_Work_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volontariato nella medicina d'urgenza: missioni umanitarie e sistemi di first responder.`)
};

/**
* | output |
* | --- |
* | "Voluntary work in emergency medicine: humanitarian missions and first responder systems." |
*
* @param {Page_Voluntary_Work_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_voluntary_work_description = /** @type {((inputs?: Page_Voluntary_Work_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Voluntary_Work_DescriptionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_voluntary_work_description(inputs)
	if (locale === "fr") return fr_page_voluntary_work_description(inputs)
	if (locale === "it") return it_page_voluntary_work_description(inputs)
	return en_page_voluntary_work_description(inputs)
});