/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Em_Opens_In_New_TabInputs */

const en_em_opens_in_new_tab = /** @type {(inputs: Em_Opens_In_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(opens in a new tab)`)
};

const de_em_opens_in_new_tab = /** @type {(inputs: Em_Opens_In_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(öffnet in einem neuen Tab)`)
};

const fr_em_opens_in_new_tab = /** @type {(inputs: Em_Opens_In_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(s’ouvre dans un nouvel onglet)`)
};

const it_em_opens_in_new_tab = /** @type {(inputs: Em_Opens_In_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(si apre in una nuova scheda)`)
};

/**
* | output |
* | --- |
* | "(opens in a new tab)" |
*
* @param {Em_Opens_In_New_TabInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_opens_in_new_tab = /** @type {((inputs?: Em_Opens_In_New_TabInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Em_Opens_In_New_TabInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_em_opens_in_new_tab(inputs)
	if (locale === "fr") return fr_em_opens_in_new_tab(inputs)
	if (locale === "it") return it_em_opens_in_new_tab(inputs)
	return en_em_opens_in_new_tab(inputs)
});