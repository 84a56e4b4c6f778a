/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Membership_Form_LinkInputs */

const en_about_membership_form_link = /** @type {(inputs: About_Membership_Form_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to the membership form`)
};

const de_about_membership_form_link = /** @type {(inputs: About_Membership_Form_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Mitgliedschaftsformular`)
};

const fr_about_membership_form_link = /** @type {(inputs: About_Membership_Form_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller au formulaire d’adhésion`)
};

const it_about_membership_form_link = /** @type {(inputs: About_Membership_Form_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Andare al modulo di adesione`)
};

/**
* | output |
* | --- |
* | "Go to the membership form" |
*
* @param {About_Membership_Form_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const about_membership_form_link = /** @type {((inputs?: About_Membership_Form_LinkInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Membership_Form_LinkInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_about_membership_form_link(inputs)
	if (locale === "fr") return fr_about_membership_form_link(inputs)
	if (locale === "it") return it_about_membership_form_link(inputs)
	return en_about_membership_form_link(inputs)
});