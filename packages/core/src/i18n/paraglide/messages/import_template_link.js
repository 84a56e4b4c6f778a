/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Template_LinkInputs */

const en_import_template_link = /** @type {(inputs: Import_Template_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download the template (CSV)`)
};

const de_import_template_link = /** @type {(inputs: Import_Template_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorlage herunterladen (CSV)`)
};

const fr_import_template_link = /** @type {(inputs: Import_Template_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Télécharger le modèle (CSV)`)
};

const it_import_template_link = /** @type {(inputs: Import_Template_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scaricare il modello (CSV)`)
};

/**
* | output |
* | --- |
* | "Download the template (CSV)" |
*
* @param {Import_Template_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_template_link = /** @type {((inputs?: Import_Template_LinkInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Template_LinkInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_template_link(inputs)
	if (locale === "fr") return fr_import_template_link(inputs)
	if (locale === "it") return it_import_template_link(inputs)
	return en_import_template_link(inputs)
});