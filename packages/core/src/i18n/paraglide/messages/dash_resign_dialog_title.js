/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Resign_Dialog_TitleInputs */

const en_dash_resign_dialog_title = /** @type {(inputs: Dash_Resign_Dialog_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resign from the association?`)
};

const de_dash_resign_dialog_title = /** @type {(inputs: Dash_Resign_Dialog_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aus dem Verein austreten?`)
};

const fr_dash_resign_dialog_title = /** @type {(inputs: Dash_Resign_Dialog_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Démissionner de l’association ?`)
};

const it_dash_resign_dialog_title = /** @type {(inputs: Dash_Resign_Dialog_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dimettersi dall’associazione?`)
};

/**
* | output |
* | --- |
* | "Resign from the association?" |
*
* @param {Dash_Resign_Dialog_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_dialog_title = /** @type {((inputs?: Dash_Resign_Dialog_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Resign_Dialog_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_resign_dialog_title(inputs)
	if (locale === "fr") return fr_dash_resign_dialog_title(inputs)
	if (locale === "it") return it_dash_resign_dialog_title(inputs)
	return en_dash_resign_dialog_title(inputs)
});