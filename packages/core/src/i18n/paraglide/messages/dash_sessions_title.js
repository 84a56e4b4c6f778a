/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Sessions_TitleInputs */

const en_dash_sessions_title = /** @type {(inputs: Dash_Sessions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed-in Devices`)
};

const de_dash_sessions_title = /** @type {(inputs: Dash_Sessions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angemeldete Geräte`)
};

const fr_dash_sessions_title = /** @type {(inputs: Dash_Sessions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appareils connectés`)
};

const it_dash_sessions_title = /** @type {(inputs: Dash_Sessions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dispositivi connessi`)
};

/**
* | output |
* | --- |
* | "Signed-in Devices" |
*
* @param {Dash_Sessions_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_sessions_title = /** @type {((inputs?: Dash_Sessions_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Sessions_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_sessions_title(inputs)
	if (locale === "fr") return fr_dash_sessions_title(inputs)
	if (locale === "it") return it_dash_sessions_title(inputs)
	return en_dash_sessions_title(inputs)
});