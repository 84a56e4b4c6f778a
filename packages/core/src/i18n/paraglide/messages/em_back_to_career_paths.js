/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Em_Back_To_Career_PathsInputs */

const en_em_back_to_career_paths = /** @type {(inputs: Em_Back_To_Career_PathsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Career Paths`)
};

const de_em_back_to_career_paths = /** @type {(inputs: Em_Back_To_Career_PathsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zu den Karrierewegen`)
};

const fr_em_back_to_career_paths = /** @type {(inputs: Em_Back_To_Career_PathsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour aux parcours professionnels`)
};

const it_em_back_to_career_paths = /** @type {(inputs: Em_Back_To_Career_PathsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tornare ai percorsi di carriera`)
};

/**
* | output |
* | --- |
* | "Back to Career Paths" |
*
* @param {Em_Back_To_Career_PathsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_back_to_career_paths = /** @type {((inputs?: Em_Back_To_Career_PathsInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Em_Back_To_Career_PathsInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_em_back_to_career_paths(inputs)
	if (locale === "fr") return fr_em_back_to_career_paths(inputs)
	if (locale === "it") return it_em_back_to_career_paths(inputs)
	return en_em_back_to_career_paths(inputs)
});