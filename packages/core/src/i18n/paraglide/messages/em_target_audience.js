/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Em_Target_AudienceInputs */

const en_em_target_audience = /** @type {(inputs: Em_Target_AudienceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Target audience`)
};

const de_em_target_audience = /** @type {(inputs: Em_Target_AudienceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zielgruppe`)
};

const fr_em_target_audience = /** @type {(inputs: Em_Target_AudienceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Public cible`)
};

const it_em_target_audience = /** @type {(inputs: Em_Target_AudienceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destinatari`)
};

/**
* | output |
* | --- |
* | "Target audience" |
*
* @param {Em_Target_AudienceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_target_audience = /** @type {((inputs?: Em_Target_AudienceInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Em_Target_AudienceInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_em_target_audience(inputs)
	if (locale === "fr") return fr_em_target_audience(inputs)
	if (locale === "it") return it_em_target_audience(inputs)
	return en_em_target_audience(inputs)
});