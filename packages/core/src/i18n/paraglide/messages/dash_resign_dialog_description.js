/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Resign_Dialog_DescriptionInputs */

const en_dash_resign_dialog_description = /** @type {(inputs: Dash_Resign_Dialog_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose when you leave. A confirmation e-mail follows.`)
};

const de_dash_resign_dialog_description = /** @type {(inputs: Dash_Resign_Dialog_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wählen Sie, wann Sie austreten. Eine Bestätigungs-E-Mail folgt.`)
};

const fr_dash_resign_dialog_description = /** @type {(inputs: Dash_Resign_Dialog_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez quand vous partez. Un e-mail de confirmation suit.`)
};

const it_dash_resign_dialog_description = /** @type {(inputs: Dash_Resign_Dialog_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scelga quando lasciare l’associazione. Seguirà un’e-mail di conferma.`)
};

/**
* | output |
* | --- |
* | "Choose when you leave. A confirmation e-mail follows." |
*
* @param {Dash_Resign_Dialog_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_dialog_description = /** @type {((inputs?: Dash_Resign_Dialog_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Resign_Dialog_DescriptionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_resign_dialog_description(inputs)
	if (locale === "fr") return fr_dash_resign_dialog_description(inputs)
	if (locale === "it") return it_dash_resign_dialog_description(inputs)
	return en_dash_resign_dialog_description(inputs)
});