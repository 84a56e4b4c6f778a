/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_LoadingInputs */

const en_person_loading = /** @type {(inputs: Person_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading member…`)
};

const de_person_loading = /** @type {(inputs: Person_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied wird geladen…`)
};

const fr_person_loading = /** @type {(inputs: Person_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement du membre…`)
};

const it_person_loading = /** @type {(inputs: Person_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caricamento del membro…`)
};

/**
* | output |
* | --- |
* | "Loading member…" |
*
* @param {Person_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_loading = /** @type {((inputs?: Person_LoadingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_LoadingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_loading(inputs)
	if (locale === "fr") return fr_person_loading(inputs)
	if (locale === "it") return it_person_loading(inputs)
	return en_person_loading(inputs)
});