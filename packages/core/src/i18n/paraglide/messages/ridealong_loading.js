/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ridealong_LoadingInputs */

const en_ridealong_loading = /** @type {(inputs: Ridealong_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading ride-along requests…`)
};

const de_ridealong_loading = /** @type {(inputs: Ridealong_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitfahranfragen werden geladen…`)
};

const fr_ridealong_loading = /** @type {(inputs: Ridealong_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des demandes de stage d’observation…`)
};

const it_ridealong_loading = /** @type {(inputs: Ridealong_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caricamento delle richieste di uscita in ambulanza…`)
};

/**
* | output |
* | --- |
* | "Loading ride-along requests…" |
*
* @param {Ridealong_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ridealong_loading = /** @type {((inputs?: Ridealong_LoadingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ridealong_LoadingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ridealong_loading(inputs)
	if (locale === "fr") return fr_ridealong_loading(inputs)
	if (locale === "it") return it_ridealong_loading(inputs)
	return en_ridealong_loading(inputs)
});