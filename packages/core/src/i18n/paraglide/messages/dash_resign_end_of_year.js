/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Dash_Resign_End_Of_YearInputs */

const en_dash_resign_end_of_year = /** @type {(inputs: Dash_Resign_End_Of_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At the end of the membership year, ${i?.day}`)
};

const de_dash_resign_end_of_year = /** @type {(inputs: Dash_Resign_End_Of_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Auf Ende des Mitgliedsjahres, ${i?.day}`)
};

const fr_dash_resign_end_of_year = /** @type {(inputs: Dash_Resign_End_Of_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`À la fin de l’année d’adhésion, le ${i?.day}`)
};

const it_dash_resign_end_of_year = /** @type {(inputs: Dash_Resign_End_Of_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alla fine dell’anno associativo, il ${i?.day}`)
};

/**
* | output |
* | --- |
* | "At the end of the membership year, {day}" |
*
* @param {Dash_Resign_End_Of_YearInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_end_of_year = /** @type {((inputs: Dash_Resign_End_Of_YearInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Resign_End_Of_YearInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_resign_end_of_year(inputs)
	if (locale === "fr") return fr_dash_resign_end_of_year(inputs)
	if (locale === "it") return it_dash_resign_end_of_year(inputs)
	return en_dash_resign_end_of_year(inputs)
});