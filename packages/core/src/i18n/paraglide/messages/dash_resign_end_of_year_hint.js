/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Resign_End_Of_Year_HintInputs */

const en_dash_resign_end_of_year_hint = /** @type {(inputs: Dash_Resign_End_Of_Year_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You stay a member until then, and can withdraw your resignation.`)
};

const de_dash_resign_end_of_year_hint = /** @type {(inputs: Dash_Resign_End_Of_Year_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie bleiben bis dahin Mitglied und können Ihren Austritt zurückziehen.`)
};

const fr_dash_resign_end_of_year_hint = /** @type {(inputs: Dash_Resign_End_Of_Year_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous restez membre jusque-là et pouvez retirer votre démission.`)
};

const it_dash_resign_end_of_year_hint = /** @type {(inputs: Dash_Resign_End_Of_Year_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rimane membro fino ad allora e può ritirare le dimissioni.`)
};

/**
* | output |
* | --- |
* | "You stay a member until then, and can withdraw your resignation." |
*
* @param {Dash_Resign_End_Of_Year_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_end_of_year_hint = /** @type {((inputs?: Dash_Resign_End_Of_Year_HintInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Resign_End_Of_Year_HintInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_resign_end_of_year_hint(inputs)
	if (locale === "fr") return fr_dash_resign_end_of_year_hint(inputs)
	if (locale === "it") return it_dash_resign_end_of_year_hint(inputs)
	return en_dash_resign_end_of_year_hint(inputs)
});