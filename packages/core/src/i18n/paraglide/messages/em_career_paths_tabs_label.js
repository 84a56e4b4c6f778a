/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Em_Career_Paths_Tabs_LabelInputs */

const en_em_career_paths_tabs_label = /** @type {(inputs: Em_Career_Paths_Tabs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Career paths`)
};

const de_em_career_paths_tabs_label = /** @type {(inputs: Em_Career_Paths_Tabs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Karrierewege`)
};

const fr_em_career_paths_tabs_label = /** @type {(inputs: Em_Career_Paths_Tabs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parcours professionnels`)
};

const it_em_career_paths_tabs_label = /** @type {(inputs: Em_Career_Paths_Tabs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Percorsi di carriera`)
};

/**
* | output |
* | --- |
* | "Career paths" |
*
* @param {Em_Career_Paths_Tabs_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_career_paths_tabs_label = /** @type {((inputs?: Em_Career_Paths_Tabs_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Em_Career_Paths_Tabs_LabelInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_em_career_paths_tabs_label(inputs)
	if (locale === "fr") return fr_em_career_paths_tabs_label(inputs)
	if (locale === "it") return it_em_career_paths_tabs_label(inputs)
	return en_em_career_paths_tabs_label(inputs)
});