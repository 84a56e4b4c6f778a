/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_LeadInputs */

const en_legal_lead = /** @type {(inputs: Legal_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who runs this website, and how we handle your personal data.`)
};

const de_legal_lead = /** @type {(inputs: Legal_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wer diese Website betreibt und wie wir mit Ihren Personendaten umgehen.`)
};

const fr_legal_lead = /** @type {(inputs: Legal_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qui exploite ce site, et comment nous traitons vos données personnelles.`)
};

const it_legal_lead = /** @type {(inputs: Legal_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chi gestisce questo sito e come trattiamo i Suoi dati personali.`)
};

/**
* | output |
* | --- |
* | "Who runs this website, and how we handle your personal data." |
*
* @param {Legal_LeadInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const legal_lead = /** @type {((inputs?: Legal_LeadInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_LeadInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_legal_lead(inputs)
	if (locale === "fr") return fr_legal_lead(inputs)
	if (locale === "it") return it_legal_lead(inputs)
	return en_legal_lead(inputs)
});