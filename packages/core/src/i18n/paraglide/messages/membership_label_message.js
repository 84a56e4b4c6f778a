/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Label_MessageInputs */

const en_membership_label_message = /** @type {(inputs: Membership_Label_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message (optional)`)
};

const de_membership_label_message = /** @type {(inputs: Membership_Label_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nachricht (optional)`)
};

const fr_membership_label_message = /** @type {(inputs: Membership_Label_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message (facultatif)`)
};

const it_membership_label_message = /** @type {(inputs: Membership_Label_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Messaggio (facoltativo)`)
};

/**
* | output |
* | --- |
* | "Message (optional)" |
*
* @param {Membership_Label_MessageInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_label_message = /** @type {((inputs?: Membership_Label_MessageInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Label_MessageInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_label_message(inputs)
	if (locale === "fr") return fr_membership_label_message(inputs)
	if (locale === "it") return it_membership_label_message(inputs)
	return en_membership_label_message(inputs)
});