/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Focus_Clinical_Em_DescriptionInputs */

const en_page_focus_clinical_em_description = /** @type {(inputs: Page_Focus_Clinical_Em_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The focus qualification in clinical emergency medicine: eligible specialties, training time and required courses.`)
};

const de_page_focus_clinical_em_description = /** @type {(inputs: Page_Focus_Clinical_Em_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Schwerpunkt Klinische Notfallmedizin: zugelassene Fachrichtungen, Weiterbildungszeit und vorgeschriebene Kurse.`)
};

const fr_page_focus_clinical_em_description = /** @type {(inputs: Page_Focus_Clinical_Em_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La formation approfondie en médecine d'urgence hospitalière : spécialités admises, durée de formation et cours obligatoires.`)
};

const it_page_focus_clinical_em_description = /** @type {(inputs: Page_Focus_Clinical_Em_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La formazione approfondita in medicina d'urgenza ospedaliera: specialità ammesse, durata del perfezionamento e corsi obbligatori.`)
};

/**
* | output |
* | --- |
* | "The focus qualification in clinical emergency medicine: eligible specialties, training time and required courses." |
*
* @param {Page_Focus_Clinical_Em_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_focus_clinical_em_description = /** @type {((inputs?: Page_Focus_Clinical_Em_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Focus_Clinical_Em_DescriptionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_focus_clinical_em_description(inputs)
	if (locale === "fr") return fr_page_focus_clinical_em_description(inputs)
	if (locale === "it") return it_page_focus_clinical_em_description(inputs)
	return en_page_focus_clinical_em_description(inputs)
});