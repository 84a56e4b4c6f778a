/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Backups_Just_NowInputs */

const en_backups_just_now = /** @type {(inputs: Backups_Just_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`just now`)
};

const de_backups_just_now = /** @type {(inputs: Backups_Just_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`gerade eben`)
};

const fr_backups_just_now = /** @type {(inputs: Backups_Just_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`à l’instant`)
};

const it_backups_just_now = /** @type {(inputs: Backups_Just_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`proprio ora`)
};

/**
* | output |
* | --- |
* | "just now" |
*
* @param {Backups_Just_NowInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const backups_just_now = /** @type {((inputs?: Backups_Just_NowInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Backups_Just_NowInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_backups_just_now(inputs)
	if (locale === "fr") return fr_backups_just_now(inputs)
	if (locale === "it") return it_backups_just_now(inputs)
	return en_backups_just_now(inputs)
});