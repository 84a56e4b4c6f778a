/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Em_Website_Link_SoonInputs */

const en_em_website_link_soon = /** @type {(inputs: Em_Website_Link_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The link to the official website will be added soon.`)
};

const de_em_website_link_soon = /** @type {(inputs: Em_Website_Link_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Link zur offiziellen Website folgt bald.`)
};

const fr_em_website_link_soon = /** @type {(inputs: Em_Website_Link_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien vers le site officiel sera ajouté prochainement.`)
};

const it_em_website_link_soon = /** @type {(inputs: Em_Website_Link_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il link al sito ufficiale sarà aggiunto presto.`)
};

/**
* | output |
* | --- |
* | "The link to the official website will be added soon." |
*
* @param {Em_Website_Link_SoonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_website_link_soon = /** @type {((inputs?: Em_Website_Link_SoonInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Em_Website_Link_SoonInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_em_website_link_soon(inputs)
	if (locale === "fr") return fr_em_website_link_soon(inputs)
	if (locale === "it") return it_em_website_link_soon(inputs)
	return en_em_website_link_soon(inputs)
});