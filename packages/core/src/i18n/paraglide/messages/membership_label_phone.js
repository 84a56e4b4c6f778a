/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Label_PhoneInputs */

const en_membership_label_phone = /** @type {(inputs: Membership_Label_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone`)
};

const de_membership_label_phone = /** @type {(inputs: Membership_Label_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Telefon`)
};

const fr_membership_label_phone = /** @type {(inputs: Membership_Label_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Téléphone`)
};

const it_membership_label_phone = /** @type {(inputs: Membership_Label_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Telefono`)
};

/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Membership_Label_PhoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_label_phone = /** @type {((inputs?: Membership_Label_PhoneInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Label_PhoneInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_label_phone(inputs)
	if (locale === "fr") return fr_membership_label_phone(inputs)
	if (locale === "it") return it_membership_label_phone(inputs)
	return en_membership_label_phone(inputs)
});