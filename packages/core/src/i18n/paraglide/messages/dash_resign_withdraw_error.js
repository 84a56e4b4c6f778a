/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Resign_Withdraw_ErrorInputs */

const en_dash_resign_withdraw_error = /** @type {(inputs: Dash_Resign_Withdraw_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error withdrawing your resignation`)
};

const de_dash_resign_withdraw_error = /** @type {(inputs: Dash_Resign_Withdraw_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler beim Zurückziehen Ihres Austritts`)
};

const fr_dash_resign_withdraw_error = /** @type {(inputs: Dash_Resign_Withdraw_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur lors du retrait de votre démission`)
};

const it_dash_resign_withdraw_error = /** @type {(inputs: Dash_Resign_Withdraw_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Errore nel ritiro delle Sue dimissioni`)
};

/**
* | output |
* | --- |
* | "Error withdrawing your resignation" |
*
* @param {Dash_Resign_Withdraw_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_withdraw_error = /** @type {((inputs?: Dash_Resign_Withdraw_ErrorInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Resign_Withdraw_ErrorInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_resign_withdraw_error(inputs)
	if (locale === "fr") return fr_dash_resign_withdraw_error(inputs)
	if (locale === "it") return it_dash_resign_withdraw_error(inputs)
	return en_dash_resign_withdraw_error(inputs)
});