/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Resign_Withdrawn_TextInputs */

const en_dash_resign_withdrawn_text = /** @type {(inputs: Dash_Resign_Withdrawn_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your membership continues.`)
};

const de_dash_resign_withdrawn_text = /** @type {(inputs: Dash_Resign_Withdrawn_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Mitgliedschaft läuft weiter.`)
};

const fr_dash_resign_withdrawn_text = /** @type {(inputs: Dash_Resign_Withdrawn_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre adhésion continue.`)
};

const it_dash_resign_withdrawn_text = /** @type {(inputs: Dash_Resign_Withdrawn_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La Sua adesione continua.`)
};

/**
* | output |
* | --- |
* | "Your membership continues." |
*
* @param {Dash_Resign_Withdrawn_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_withdrawn_text = /** @type {((inputs?: Dash_Resign_Withdrawn_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Resign_Withdrawn_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_resign_withdrawn_text(inputs)
	if (locale === "fr") return fr_dash_resign_withdrawn_text(inputs)
	if (locale === "it") return it_dash_resign_withdrawn_text(inputs)
	return en_dash_resign_withdrawn_text(inputs)
});