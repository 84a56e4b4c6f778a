/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Sessions_Load_FailedInputs */

const en_dash_sessions_load_failed = /** @type {(inputs: Dash_Sessions_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your sessions could not be loaded.`)
};

const de_dash_sessions_load_failed = /** @type {(inputs: Dash_Sessions_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Sitzungen konnten nicht geladen werden.`)
};

const fr_dash_sessions_load_failed = /** @type {(inputs: Dash_Sessions_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos sessions n’ont pas pu être chargées.`)
};

const it_dash_sessions_load_failed = /** @type {(inputs: Dash_Sessions_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non è stato possibile caricare le Sue sessioni.`)
};

/**
* | output |
* | --- |
* | "Your sessions could not be loaded." |
*
* @param {Dash_Sessions_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_sessions_load_failed = /** @type {((inputs?: Dash_Sessions_Load_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Sessions_Load_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_sessions_load_failed(inputs)
	if (locale === "fr") return fr_dash_sessions_load_failed(inputs)
	if (locale === "it") return it_dash_sessions_load_failed(inputs)
	return en_dash_sessions_load_failed(inputs)
});