/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Membership_DescriptionInputs */

const en_page_membership_description = /** @type {(inputs: Page_Membership_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply for membership: 10 CHF a year for students, 20 CHF for residents, graduates and specialists.`)
};

const de_page_membership_description = /** @type {(inputs: Page_Membership_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliedschaft beantragen: 10 CHF pro Jahr für Studierende, 20 CHF für Assistenzärztinnen und -ärzte, Absolventinnen und Absolventen sowie Fachärztinnen und -ärzte.`)
};

const fr_page_membership_description = /** @type {(inputs: Page_Membership_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demander l'adhésion : 10 CHF par an pour les étudiant·e·s, 20 CHF pour les médecins assistant·e·s, les diplômé·e·s et les spécialistes.`)
};

const it_page_membership_description = /** @type {(inputs: Page_Membership_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Richieda l'adesione: 10 CHF all'anno per gli studenti, 20 CHF per medici assistenti, laureati e specialisti.`)
};

/**
* | output |
* | --- |
* | "Apply for membership: 10 CHF a year for students, 20 CHF for residents, graduates and specialists." |
*
* @param {Page_Membership_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_membership_description = /** @type {((inputs?: Page_Membership_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Membership_DescriptionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_membership_description(inputs)
	if (locale === "fr") return fr_page_membership_description(inputs)
	if (locale === "it") return it_page_membership_description(inputs)
	return en_page_membership_description(inputs)
});