/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_RejectInputs */

const en_admin_reject = /** @type {(inputs: Admin_RejectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reject`)
};

const de_admin_reject = /** @type {(inputs: Admin_RejectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ablehnen`)
};

const fr_admin_reject = /** @type {(inputs: Admin_RejectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refuser`)
};

const it_admin_reject = /** @type {(inputs: Admin_RejectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respingere`)
};

/**
* | output |
* | --- |
* | "Reject" |
*
* @param {Admin_RejectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_reject = /** @type {((inputs?: Admin_RejectInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_RejectInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_reject(inputs)
	if (locale === "fr") return fr_admin_reject(inputs)
	if (locale === "it") return it_admin_reject(inputs)
	return en_admin_reject(inputs)
});