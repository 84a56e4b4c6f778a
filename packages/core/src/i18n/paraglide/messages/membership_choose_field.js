/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Choose_FieldInputs */

const en_membership_choose_field = /** @type {(inputs: Membership_Choose_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose your field`)
};

const de_membership_choose_field = /** @type {(inputs: Membership_Choose_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fachrichtung wählen`)
};

const fr_membership_choose_field = /** @type {(inputs: Membership_Choose_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez votre domaine`)
};

const it_membership_choose_field = /** @type {(inputs: Membership_Choose_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scelga il Suo ambito`)
};

/**
* | output |
* | --- |
* | "Choose your field" |
*
* @param {Membership_Choose_FieldInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_choose_field = /** @type {((inputs?: Membership_Choose_FieldInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Choose_FieldInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_choose_field(inputs)
	if (locale === "fr") return fr_membership_choose_field(inputs)
	if (locale === "it") return it_membership_choose_field(inputs)
	return en_membership_choose_field(inputs)
});