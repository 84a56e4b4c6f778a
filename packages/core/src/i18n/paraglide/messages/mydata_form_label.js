/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mydata_Form_LabelInputs */

const en_mydata_form_label = /** @type {(inputs: Mydata_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download my data`)
};

const de_mydata_form_label = /** @type {(inputs: Mydata_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meine Daten herunterladen`)
};

const fr_mydata_form_label = /** @type {(inputs: Mydata_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Télécharger mes données`)
};

const it_mydata_form_label = /** @type {(inputs: Mydata_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scaricare i miei dati`)
};

/**
* | output |
* | --- |
* | "Download my data" |
*
* @param {Mydata_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mydata_form_label = /** @type {((inputs?: Mydata_Form_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mydata_Form_LabelInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mydata_form_label(inputs)
	if (locale === "fr") return fr_mydata_form_label(inputs)
	if (locale === "it") return it_mydata_form_label(inputs)
	return en_mydata_form_label(inputs)
});