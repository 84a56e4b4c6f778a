/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Label_Last_NameInputs */

const en_membership_label_last_name = /** @type {(inputs: Membership_Label_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last Name`)
};

const de_membership_label_last_name = /** @type {(inputs: Membership_Label_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nachname`)
};

const fr_membership_label_last_name = /** @type {(inputs: Membership_Label_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom`)
};

const it_membership_label_last_name = /** @type {(inputs: Membership_Label_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cognome`)
};

/**
* | output |
* | --- |
* | "Last Name" |
*
* @param {Membership_Label_Last_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_label_last_name = /** @type {((inputs?: Membership_Label_Last_NameInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Label_Last_NameInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_label_last_name(inputs)
	if (locale === "fr") return fr_membership_label_last_name(inputs)
	if (locale === "it") return it_membership_label_last_name(inputs)
	return en_membership_label_last_name(inputs)
});