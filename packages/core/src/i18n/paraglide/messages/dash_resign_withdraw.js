/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Resign_WithdrawInputs */

const en_dash_resign_withdraw = /** @type {(inputs: Dash_Resign_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdraw resignation`)
};

const de_dash_resign_withdraw = /** @type {(inputs: Dash_Resign_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Austritt zurückziehen`)
};

const fr_dash_resign_withdraw = /** @type {(inputs: Dash_Resign_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer la démission`)
};

const it_dash_resign_withdraw = /** @type {(inputs: Dash_Resign_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ritirare le dimissioni`)
};

/**
* | output |
* | --- |
* | "Withdraw resignation" |
*
* @param {Dash_Resign_WithdrawInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_withdraw = /** @type {((inputs?: Dash_Resign_WithdrawInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Resign_WithdrawInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_resign_withdraw(inputs)
	if (locale === "fr") return fr_dash_resign_withdraw(inputs)
	if (locale === "it") return it_dash_resign_withdraw(inputs)
	return en_dash_resign_withdraw(inputs)
});