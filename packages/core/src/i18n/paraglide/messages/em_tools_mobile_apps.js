/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Em_Tools_Mobile_AppsInputs */

const en_em_tools_mobile_apps = /** @type {(inputs: Em_Tools_Mobile_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mobile Apps`)
};

const de_em_tools_mobile_apps = /** @type {(inputs: Em_Tools_Mobile_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mobile Apps`)
};

const fr_em_tools_mobile_apps = /** @type {(inputs: Em_Tools_Mobile_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applications mobiles`)
};

const it_em_tools_mobile_apps = /** @type {(inputs: Em_Tools_Mobile_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`App mobili`)
};

/**
* | output |
* | --- |
* | "Mobile Apps" |
*
* @param {Em_Tools_Mobile_AppsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_tools_mobile_apps = /** @type {((inputs?: Em_Tools_Mobile_AppsInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Em_Tools_Mobile_AppsInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_em_tools_mobile_apps(inputs)
	if (locale === "fr") return fr_em_tools_mobile_apps(inputs)
	if (locale === "it") return it_em_tools_mobile_apps(inputs)
	return en_em_tools_mobile_apps(inputs)
});