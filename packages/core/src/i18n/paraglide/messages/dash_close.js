/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_CloseInputs */

const en_dash_close = /** @type {(inputs: Dash_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close`)
};

const de_dash_close = /** @type {(inputs: Dash_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schliessen`)
};

const fr_dash_close = /** @type {(inputs: Dash_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer`)
};

const it_dash_close = /** @type {(inputs: Dash_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chiudere`)
};

/**
* | output |
* | --- |
* | "Close" |
*
* @param {Dash_CloseInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_close = /** @type {((inputs?: Dash_CloseInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_CloseInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_close(inputs)
	if (locale === "fr") return fr_dash_close(inputs)
	if (locale === "it") return it_dash_close(inputs)
	return en_dash_close(inputs)
});