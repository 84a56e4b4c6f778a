/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Fee_TitleInputs */

const en_dash_fee_title = /** @type {(inputs: Dash_Fee_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membership fee`)
};

const de_dash_fee_title = /** @type {(inputs: Dash_Fee_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliederbeitrag`)
};

const fr_dash_fee_title = /** @type {(inputs: Dash_Fee_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cotisation`)
};

const it_dash_fee_title = /** @type {(inputs: Dash_Fee_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quota associativa`)
};

/**
* | output |
* | --- |
* | "Membership fee" |
*
* @param {Dash_Fee_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_fee_title = /** @type {((inputs?: Dash_Fee_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Fee_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_fee_title(inputs)
	if (locale === "fr") return fr_dash_fee_title(inputs)
	if (locale === "it") return it_dash_fee_title(inputs)
	return en_dash_fee_title(inputs)
});