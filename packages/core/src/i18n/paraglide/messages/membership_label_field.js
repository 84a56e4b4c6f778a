/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Label_FieldInputs */

const en_membership_label_field = /** @type {(inputs: Membership_Label_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Field`)
};

const de_membership_label_field = /** @type {(inputs: Membership_Label_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fachrichtung`)
};

const fr_membership_label_field = /** @type {(inputs: Membership_Label_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domaine`)
};

const it_membership_label_field = /** @type {(inputs: Membership_Label_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ambito`)
};

/**
* | output |
* | --- |
* | "Field" |
*
* @param {Membership_Label_FieldInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_label_field = /** @type {((inputs?: Membership_Label_FieldInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Label_FieldInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_label_field(inputs)
	if (locale === "fr") return fr_membership_label_field(inputs)
	if (locale === "it") return it_membership_label_field(inputs)
	return en_membership_label_field(inputs)
});