/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Form_HeadingInputs */

const en_membership_form_heading = /** @type {(inputs: Membership_Form_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membership application`)
};

const de_membership_form_heading = /** @type {(inputs: Membership_Form_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliedschaftsantrag`)
};

const fr_membership_form_heading = /** @type {(inputs: Membership_Form_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande d’adhésion`)
};

const it_membership_form_heading = /** @type {(inputs: Membership_Form_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domanda di adesione`)
};

/**
* | output |
* | --- |
* | "Membership application" |
*
* @param {Membership_Form_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_form_heading = /** @type {((inputs?: Membership_Form_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Form_HeadingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_form_heading(inputs)
	if (locale === "fr") return fr_membership_form_heading(inputs)
	if (locale === "it") return it_membership_form_heading(inputs)
	return en_membership_form_heading(inputs)
});