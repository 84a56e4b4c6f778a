/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Backups_LoadingInputs */

const en_backups_loading = /** @type {(inputs: Backups_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the backups' status…`)
};

const de_backups_loading = /** @type {(inputs: Backups_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Stand der Sicherungen wird geladen…`)
};

const fr_backups_loading = /** @type {(inputs: Backups_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de l’état des sauvegardes…`)
};

const it_backups_loading = /** @type {(inputs: Backups_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caricamento dello stato dei backup…`)
};

/**
* | output |
* | --- |
* | "Loading the backups' status…" |
*
* @param {Backups_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const backups_loading = /** @type {((inputs?: Backups_LoadingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Backups_LoadingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_backups_loading(inputs)
	if (locale === "fr") return fr_backups_loading(inputs)
	if (locale === "it") return it_backups_loading(inputs)
	return en_backups_loading(inputs)
});