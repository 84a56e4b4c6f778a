/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Resign_DeletedInputs */

const en_dash_resign_deleted = /** @type {(inputs: Dash_Resign_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account has been deleted`)
};

const de_dash_resign_deleted = /** @type {(inputs: Dash_Resign_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Konto wurde gelöscht`)
};

const fr_dash_resign_deleted = /** @type {(inputs: Dash_Resign_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte a été supprimé`)
};

const it_dash_resign_deleted = /** @type {(inputs: Dash_Resign_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il Suo account è stato eliminato`)
};

/**
* | output |
* | --- |
* | "Your account has been deleted" |
*
* @param {Dash_Resign_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_deleted = /** @type {((inputs?: Dash_Resign_DeletedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Resign_DeletedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_resign_deleted(inputs)
	if (locale === "fr") return fr_dash_resign_deleted(inputs)
	if (locale === "it") return it_dash_resign_deleted(inputs)
	return en_dash_resign_deleted(inputs)
});