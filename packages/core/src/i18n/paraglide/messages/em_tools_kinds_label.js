/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Em_Tools_Kinds_LabelInputs */

const en_em_tools_kinds_label = /** @type {(inputs: Em_Tools_Kinds_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kinds of tools`)
};

const de_em_tools_kinds_label = /** @type {(inputs: Em_Tools_Kinds_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arten von Tools`)
};

const fr_em_tools_kinds_label = /** @type {(inputs: Em_Tools_Kinds_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Types d’outils`)
};

const it_em_tools_kinds_label = /** @type {(inputs: Em_Tools_Kinds_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipi di strumenti`)
};

/**
* | output |
* | --- |
* | "Kinds of tools" |
*
* @param {Em_Tools_Kinds_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_tools_kinds_label = /** @type {((inputs?: Em_Tools_Kinds_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Em_Tools_Kinds_LabelInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_em_tools_kinds_label(inputs)
	if (locale === "fr") return fr_em_tools_kinds_label(inputs)
	if (locale === "it") return it_em_tools_kinds_label(inputs)
	return en_em_tools_kinds_label(inputs)
});