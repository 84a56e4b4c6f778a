/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Prehospital_Em_DescriptionInputs */

const en_page_prehospital_em_description = /** @type {(inputs: Page_Prehospital_Em_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The certificate for prehospital emergency physicians: clinical training, required courses and 50 emergency calls.`)
};

const de_page_prehospital_em_description = /** @type {(inputs: Page_Prehospital_Em_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Fähigkeitsausweis für präklinische Notärztinnen und Notärzte: klinische Weiterbildung, vorgeschriebene Kurse und 50 Notfalleinsätze.`)
};

const fr_page_prehospital_em_description = /** @type {(inputs: Page_Prehospital_Em_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'attestation pour les médecins d'urgence préhospitalière : formation clinique, cours obligatoires et 50 interventions d'urgence.`)
};

const it_page_prehospital_em_description = /** @type {(inputs: Page_Prehospital_Em_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'attestato per i medici d'urgenza preospedaliera: formazione clinica, corsi obbligatori e 50 interventi d'urgenza.`)
};

/**
* | output |
* | --- |
* | "The certificate for prehospital emergency physicians: clinical training, required courses and 50 emergency calls." |
*
* @param {Page_Prehospital_Em_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_prehospital_em_description = /** @type {((inputs?: Page_Prehospital_Em_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Prehospital_Em_DescriptionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_prehospital_em_description(inputs)
	if (locale === "fr") return fr_page_prehospital_em_description(inputs)
	if (locale === "it") return it_page_prehospital_em_description(inputs)
	return en_page_prehospital_em_description(inputs)
});