/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ moment: NonNullable<unknown> }} Mydata_As_OfInputs */

const en_mydata_as_of = /** @type {(inputs: Mydata_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your data as of ${i?.moment}. The JSON file you downloaded holds the same.`)
};

const de_mydata_as_of = /** @type {(inputs: Mydata_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihre Daten mit Stand ${i?.moment}. Die heruntergeladene JSON-Datei enthält dasselbe.`)
};

const fr_mydata_as_of = /** @type {(inputs: Mydata_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vos données au ${i?.moment}. Le fichier JSON que vous avez téléchargé contient la même chose.`)
};

const it_mydata_as_of = /** @type {(inputs: Mydata_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`I Suoi dati al ${i?.moment}. Il file JSON che ha scaricato contiene lo stesso.`)
};

/**
* | output |
* | --- |
* | "Your data as of {moment}. The JSON file you downloaded holds the same." |
*
* @param {Mydata_As_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mydata_as_of = /** @type {((inputs: Mydata_As_OfInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mydata_As_OfInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mydata_as_of(inputs)
	if (locale === "fr") return fr_mydata_as_of(inputs)
	if (locale === "it") return it_mydata_as_of(inputs)
	return en_mydata_as_of(inputs)
});