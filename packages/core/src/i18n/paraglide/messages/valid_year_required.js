/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Valid_Year_RequiredInputs */

const en_valid_year_required = /** @type {(inputs: Valid_Year_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Year of completion is required for students`)
};

const de_valid_year_required = /** @type {(inputs: Valid_Year_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für Studierende ist das Abschlussjahr erforderlich`)
};

const fr_valid_year_required = /** @type {(inputs: Valid_Year_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’année de fin d’études est obligatoire pour les étudiants`)
};

const it_valid_year_required = /** @type {(inputs: Valid_Year_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per gli studenti l’anno di conclusione è obbligatorio`)
};

/**
* | output |
* | --- |
* | "Year of completion is required for students" |
*
* @param {Valid_Year_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_year_required = /** @type {((inputs?: Valid_Year_RequiredInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Valid_Year_RequiredInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_valid_year_required(inputs)
	if (locale === "fr") return fr_valid_year_required(inputs)
	if (locale === "it") return it_valid_year_required(inputs)
	return en_valid_year_required(inputs)
});