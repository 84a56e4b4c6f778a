/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Sessions_Others_EndedInputs */

const en_dash_sessions_others_ended = /** @type {(inputs: Dash_Sessions_Others_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Other devices signed out`)
};

const de_dash_sessions_others_ended = /** @type {(inputs: Dash_Sessions_Others_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Andere Geräte abgemeldet`)
};

const fr_dash_sessions_others_ended = /** @type {(inputs: Dash_Sessions_Others_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autres appareils déconnectés`)
};

const it_dash_sessions_others_ended = /** @type {(inputs: Dash_Sessions_Others_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Altri dispositivi disconnessi`)
};

/**
* | output |
* | --- |
* | "Other devices signed out" |
*
* @param {Dash_Sessions_Others_EndedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_sessions_others_ended = /** @type {((inputs?: Dash_Sessions_Others_EndedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Sessions_Others_EndedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_sessions_others_ended(inputs)
	if (locale === "fr") return fr_dash_sessions_others_ended(inputs)
	if (locale === "it") return it_dash_sessions_others_ended(inputs)
	return en_dash_sessions_others_ended(inputs)
});