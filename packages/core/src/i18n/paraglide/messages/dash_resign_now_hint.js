/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Resign_Now_HintInputs */

const en_dash_resign_now_hint = /** @type {(inputs: Dash_Resign_Now_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account is deleted at once. This cannot be undone.`)
};

const de_dash_resign_now_hint = /** @type {(inputs: Dash_Resign_Now_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Konto wird sofort gelöscht. Dies kann nicht rückgängig gemacht werden.`)
};

const fr_dash_resign_now_hint = /** @type {(inputs: Dash_Resign_Now_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte est supprimé immédiatement. Cette action est irréversible.`)
};

const it_dash_resign_now_hint = /** @type {(inputs: Dash_Resign_Now_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il Suo account viene eliminato subito. L’operazione non può essere annullata.`)
};

/**
* | output |
* | --- |
* | "Your account is deleted at once. This cannot be undone." |
*
* @param {Dash_Resign_Now_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_now_hint = /** @type {((inputs?: Dash_Resign_Now_HintInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Resign_Now_HintInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_resign_now_hint(inputs)
	if (locale === "fr") return fr_dash_resign_now_hint(inputs)
	if (locale === "it") return it_dash_resign_now_hint(inputs)
	return en_dash_resign_now_hint(inputs)
});