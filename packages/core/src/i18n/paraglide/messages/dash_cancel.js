/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_CancelInputs */

const en_dash_cancel = /** @type {(inputs: Dash_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

const de_dash_cancel = /** @type {(inputs: Dash_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abbrechen`)
};

const fr_dash_cancel = /** @type {(inputs: Dash_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler`)
};

const it_dash_cancel = /** @type {(inputs: Dash_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annullare`)
};

/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Dash_CancelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_cancel = /** @type {((inputs?: Dash_CancelInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_CancelInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_cancel(inputs)
	if (locale === "fr") return fr_dash_cancel(inputs)
	if (locale === "it") return it_dash_cancel(inputs)
	return en_dash_cancel(inputs)
});