/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Em_DescriptionInputs */

const en_page_em_description = /** @type {(inputs: Page_Em_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Career paths, courses, student jobs, useful tools, clinical rotations and voluntary work in emergency medicine.`)
};

const de_page_em_description = /** @type {(inputs: Page_Em_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Karrierewege, Kurse, Studierendenjobs, nützliche Tools, Praktika und Freiwilligenarbeit in der Notfallmedizin.`)
};

const fr_page_em_description = /** @type {(inputs: Page_Em_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parcours de carrière, cours, jobs étudiants, outils utiles, stages cliniques et bénévolat en médecine d'urgence.`)
};

const it_page_em_description = /** @type {(inputs: Page_Em_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Percorsi di carriera, corsi, lavori per studenti, strumenti utili, stage clinici e volontariato nella medicina d'urgenza.`)
};

/**
* | output |
* | --- |
* | "Career paths, courses, student jobs, useful tools, clinical rotations and voluntary work in emergency medicine." |
*
* @param {Page_Em_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_em_description = /** @type {((inputs?: Page_Em_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Em_DescriptionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_em_description(inputs)
	if (locale === "fr") return fr_page_em_description(inputs)
	if (locale === "it") return it_page_em_description(inputs)
	return en_page_em_description(inputs)
});