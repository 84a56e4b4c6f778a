/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Privacy_LinkInputs */

const en_membership_privacy_link = /** @type {(inputs: Membership_Privacy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`privacy policy`)
};

const de_membership_privacy_link = /** @type {(inputs: Membership_Privacy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datenschutzerklärung`)
};

const fr_membership_privacy_link = /** @type {(inputs: Membership_Privacy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`politique de confidentialité`)
};

const it_membership_privacy_link = /** @type {(inputs: Membership_Privacy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`informativa sulla privacy`)
};

/**
* | output |
* | --- |
* | "privacy policy" |
*
* @param {Membership_Privacy_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_privacy_link = /** @type {((inputs?: Membership_Privacy_LinkInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Privacy_LinkInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_privacy_link(inputs)
	if (locale === "fr") return fr_membership_privacy_link(inputs)
	if (locale === "it") return it_membership_privacy_link(inputs)
	return en_membership_privacy_link(inputs)
});