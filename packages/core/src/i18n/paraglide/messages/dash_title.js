/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_TitleInputs */

const en_dash_title = /** @type {(inputs: Dash_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member Dashboard`)
};

const de_dash_title = /** @type {(inputs: Dash_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglieder-Dashboard`)
};

const fr_dash_title = /** @type {(inputs: Dash_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tableau de bord des membres`)
};

const it_dash_title = /** @type {(inputs: Dash_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dashboard dei membri`)
};

/**
* | output |
* | --- |
* | "Member Dashboard" |
*
* @param {Dash_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_title = /** @type {((inputs?: Dash_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_title(inputs)
	if (locale === "fr") return fr_dash_title(inputs)
	if (locale === "it") return it_dash_title(inputs)
	return en_dash_title(inputs)
});