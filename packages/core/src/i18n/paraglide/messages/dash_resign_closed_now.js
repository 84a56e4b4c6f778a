/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Resign_Closed_NowInputs */

const en_dash_resign_closed_now = /** @type {(inputs: Dash_Resign_Closed_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These are closed unpaid when your account is deleted.`)
};

const de_dash_resign_closed_now = /** @type {(inputs: Dash_Resign_Closed_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese werden beim Löschen Ihres Kontos unbezahlt abgeschlossen.`)
};

const fr_dash_resign_closed_now = /** @type {(inputs: Dash_Resign_Closed_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Celles-ci sont closes comme impayées lors de la suppression de votre compte.`)
};

const it_dash_resign_closed_now = /** @type {(inputs: Dash_Resign_Closed_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Queste vengono chiuse come non pagate quando il Suo account viene eliminato.`)
};

/**
* | output |
* | --- |
* | "These are closed unpaid when your account is deleted." |
*
* @param {Dash_Resign_Closed_NowInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_closed_now = /** @type {((inputs?: Dash_Resign_Closed_NowInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Resign_Closed_NowInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_resign_closed_now(inputs)
	if (locale === "fr") return fr_dash_resign_closed_now(inputs)
	if (locale === "it") return it_dash_resign_closed_now(inputs)
	return en_dash_resign_closed_now(inputs)
});