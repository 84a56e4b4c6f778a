/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Resign_Delete_AccountInputs */

const en_dash_resign_delete_account = /** @type {(inputs: Dash_Resign_Delete_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resign and delete my account`)
};

const de_dash_resign_delete_account = /** @type {(inputs: Dash_Resign_Delete_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Austreten und mein Konto löschen`)
};

const fr_dash_resign_delete_account = /** @type {(inputs: Dash_Resign_Delete_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Démissionner et supprimer mon compte`)
};

const it_dash_resign_delete_account = /** @type {(inputs: Dash_Resign_Delete_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dimettersi ed eliminare il mio account`)
};

/**
* | output |
* | --- |
* | "Resign and delete my account" |
*
* @param {Dash_Resign_Delete_AccountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_delete_account = /** @type {((inputs?: Dash_Resign_Delete_AccountInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Resign_Delete_AccountInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_resign_delete_account(inputs)
	if (locale === "fr") return fr_dash_resign_delete_account(inputs)
	if (locale === "it") return it_dash_resign_delete_account(inputs)
	return en_dash_resign_delete_account(inputs)
});