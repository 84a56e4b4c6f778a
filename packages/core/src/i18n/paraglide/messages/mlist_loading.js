/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mlist_LoadingInputs */

const en_mlist_loading = /** @type {(inputs: Mlist_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the mailing list…`)
};

const de_mlist_loading = /** @type {(inputs: Mlist_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Mailingliste wird geladen…`)
};

const fr_mlist_loading = /** @type {(inputs: Mlist_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de la liste de diffusion…`)
};

const it_mlist_loading = /** @type {(inputs: Mlist_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caricamento della mailing list…`)
};

/**
* | output |
* | --- |
* | "Loading the mailing list…" |
*
* @param {Mlist_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_loading = /** @type {((inputs?: Mlist_LoadingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mlist_LoadingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mlist_loading(inputs)
	if (locale === "fr") return fr_mlist_loading(inputs)
	if (locale === "it") return it_mlist_loading(inputs)
	return en_mlist_loading(inputs)
});