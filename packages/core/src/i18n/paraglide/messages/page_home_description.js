/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Home_DescriptionInputs */

const en_page_home_description = /** @type {(inputs: Page_Home_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Swiss student association for emergency medicine: a network, an information hub and events for medical, paramedic and nursing students.`)
};

const de_page_home_description = /** @type {(inputs: Page_Home_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Schweizer Studierendenverein für Notfallmedizin: ein Netzwerk, eine Informationsplattform und Veranstaltungen für Studierende der Medizin, des Rettungswesens und der Pflege.`)
};

const fr_page_home_description = /** @type {(inputs: Page_Home_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'association suisse des étudiant·e·s en médecine d'urgence : un réseau, une plateforme d'information et des événements pour les étudiant·e·s en médecine, en soins ambulanciers et en soins infirmiers.`)
};

const it_page_home_description = /** @type {(inputs: Page_Home_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'associazione svizzera degli studenti di medicina d'urgenza: una rete, una piattaforma d'informazione ed eventi per studenti di medicina, di soccorso preospedaliero e di cure infermieristiche.`)
};

/**
* | output |
* | --- |
* | "The Swiss student association for emergency medicine: a network, an information hub and events for medical, paramedic and nursing students." |
*
* @param {Page_Home_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_home_description = /** @type {((inputs?: Page_Home_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Home_DescriptionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_home_description(inputs)
	if (locale === "fr") return fr_page_home_description(inputs)
	if (locale === "it") return it_page_home_description(inputs)
	return en_page_home_description(inputs)
});