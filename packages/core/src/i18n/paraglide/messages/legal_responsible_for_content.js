/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_Responsible_For_ContentInputs */

const en_legal_responsible_for_content = /** @type {(inputs: Legal_Responsible_For_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Responsible for content`)
};

const de_legal_responsible_for_content = /** @type {(inputs: Legal_Responsible_For_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verantwortlich für den Inhalt`)
};

const fr_legal_responsible_for_content = /** @type {(inputs: Legal_Responsible_For_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Responsable du contenu`)
};

const it_legal_responsible_for_content = /** @type {(inputs: Legal_Responsible_For_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Responsabile dei contenuti`)
};

/**
* | output |
* | --- |
* | "Responsible for content" |
*
* @param {Legal_Responsible_For_ContentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const legal_responsible_for_content = /** @type {((inputs?: Legal_Responsible_For_ContentInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Responsible_For_ContentInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_legal_responsible_for_content(inputs)
	if (locale === "fr") return fr_legal_responsible_for_content(inputs)
	if (locale === "it") return it_legal_responsible_for_content(inputs)
	return en_legal_responsible_for_content(inputs)
});