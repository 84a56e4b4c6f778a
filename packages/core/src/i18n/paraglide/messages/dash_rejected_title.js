/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Rejected_TitleInputs */

const en_dash_rejected_title = /** @type {(inputs: Dash_Rejected_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Application not accepted`)
};

const de_dash_rejected_title = /** @type {(inputs: Dash_Rejected_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antrag nicht angenommen`)
};

const fr_dash_rejected_title = /** @type {(inputs: Dash_Rejected_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande non acceptée`)
};

const it_dash_rejected_title = /** @type {(inputs: Dash_Rejected_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domanda non accettata`)
};

/**
* | output |
* | --- |
* | "Application not accepted" |
*
* @param {Dash_Rejected_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_rejected_title = /** @type {((inputs?: Dash_Rejected_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Rejected_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_rejected_title(inputs)
	if (locale === "fr") return fr_dash_rejected_title(inputs)
	if (locale === "it") return it_dash_rejected_title(inputs)
	return en_dash_rejected_title(inputs)
});