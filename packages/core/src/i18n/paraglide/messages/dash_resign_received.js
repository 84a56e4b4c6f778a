/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Resign_ReceivedInputs */

const en_dash_resign_received = /** @type {(inputs: Dash_Resign_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resignation received`)
};

const de_dash_resign_received = /** @type {(inputs: Dash_Resign_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Austritt erhalten`)
};

const fr_dash_resign_received = /** @type {(inputs: Dash_Resign_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Démission reçue`)
};

const it_dash_resign_received = /** @type {(inputs: Dash_Resign_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dimissioni ricevute`)
};

/**
* | output |
* | --- |
* | "Resignation received" |
*
* @param {Dash_Resign_ReceivedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_received = /** @type {((inputs?: Dash_Resign_ReceivedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Resign_ReceivedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_resign_received(inputs)
	if (locale === "fr") return fr_dash_resign_received(inputs)
	if (locale === "it") return it_dash_resign_received(inputs)
	return en_dash_resign_received(inputs)
});