/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Em_Tools_WebsitesInputs */

const en_em_tools_websites = /** @type {(inputs: Em_Tools_WebsitesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Websites & Resources`)
};

const de_em_tools_websites = /** @type {(inputs: Em_Tools_WebsitesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Websites & Ressourcen`)
};

const fr_em_tools_websites = /** @type {(inputs: Em_Tools_WebsitesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sites web & ressources`)
};

const it_em_tools_websites = /** @type {(inputs: Em_Tools_WebsitesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siti web e risorse`)
};

/**
* | output |
* | --- |
* | "Websites & Resources" |
*
* @param {Em_Tools_WebsitesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_tools_websites = /** @type {((inputs?: Em_Tools_WebsitesInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Em_Tools_WebsitesInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_em_tools_websites(inputs)
	if (locale === "fr") return fr_em_tools_websites(inputs)
	if (locale === "it") return it_em_tools_websites(inputs)
	return en_em_tools_websites(inputs)
});