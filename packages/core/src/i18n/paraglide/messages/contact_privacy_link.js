/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Privacy_LinkInputs */

const en_contact_privacy_link = /** @type {(inputs: Contact_Privacy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read our privacy policy`)
};

const de_contact_privacy_link = /** @type {(inputs: Contact_Privacy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsere Datenschutzerklärung lesen`)
};

const fr_contact_privacy_link = /** @type {(inputs: Contact_Privacy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lire notre politique de confidentialité`)
};

const it_contact_privacy_link = /** @type {(inputs: Contact_Privacy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leggere la nostra informativa sulla privacy`)
};

/**
* | output |
* | --- |
* | "Read our privacy policy" |
*
* @param {Contact_Privacy_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const contact_privacy_link = /** @type {((inputs?: Contact_Privacy_LinkInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Privacy_LinkInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_contact_privacy_link(inputs)
	if (locale === "fr") return fr_contact_privacy_link(inputs)
	if (locale === "it") return it_contact_privacy_link(inputs)
	return en_contact_privacy_link(inputs)
});