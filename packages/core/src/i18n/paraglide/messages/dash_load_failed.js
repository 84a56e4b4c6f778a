/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Load_FailedInputs */

const en_dash_load_failed = /** @type {(inputs: Dash_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your dashboard could not be loaded.`)
};

const de_dash_load_failed = /** @type {(inputs: Dash_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Dashboard konnte nicht geladen werden.`)
};

const fr_dash_load_failed = /** @type {(inputs: Dash_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre tableau de bord n’a pas pu être chargé.`)
};

const it_dash_load_failed = /** @type {(inputs: Dash_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non è stato possibile caricare la Sua dashboard.`)
};

/**
* | output |
* | --- |
* | "Your dashboard could not be loaded." |
*
* @param {Dash_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_load_failed = /** @type {((inputs?: Dash_Load_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Load_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_load_failed(inputs)
	if (locale === "fr") return fr_dash_load_failed(inputs)
	if (locale === "it") return it_dash_load_failed(inputs)
	return en_dash_load_failed(inputs)
});