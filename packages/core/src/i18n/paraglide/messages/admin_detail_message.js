/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Detail_MessageInputs */

const en_admin_detail_message = /** @type {(inputs: Admin_Detail_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message`)
};

const de_admin_detail_message = /** @type {(inputs: Admin_Detail_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nachricht`)
};

const fr_admin_detail_message = /** @type {(inputs: Admin_Detail_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message`)
};

const it_admin_detail_message = /** @type {(inputs: Admin_Detail_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Messaggio`)
};

/**
* | output |
* | --- |
* | "Message" |
*
* @param {Admin_Detail_MessageInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_detail_message = /** @type {((inputs?: Admin_Detail_MessageInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Detail_MessageInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_detail_message(inputs)
	if (locale === "fr") return fr_admin_detail_message(inputs)
	if (locale === "it") return it_admin_detail_message(inputs)
	return en_admin_detail_message(inputs)
});