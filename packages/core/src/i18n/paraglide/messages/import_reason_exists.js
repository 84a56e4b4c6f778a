/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Reason_ExistsInputs */

const en_import_reason_exists = /** @type {(inputs: Import_Reason_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An account with this e-mail address already exists`)
};

const de_import_reason_exists = /** @type {(inputs: Import_Reason_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für diese E-Mail-Adresse besteht schon ein Konto`)
};

const fr_import_reason_exists = /** @type {(inputs: Import_Reason_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un compte existe déjà pour cette adresse e-mail`)
};

const it_import_reason_exists = /** @type {(inputs: Import_Reason_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esiste già un account con questo indirizzo e-mail`)
};

/**
* | output |
* | --- |
* | "An account with this e-mail address already exists" |
*
* @param {Import_Reason_ExistsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_reason_exists = /** @type {((inputs?: Import_Reason_ExistsInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Reason_ExistsInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_reason_exists(inputs)
	if (locale === "fr") return fr_import_reason_exists(inputs)
	if (locale === "it") return it_import_reason_exists(inputs)
	return en_import_reason_exists(inputs)
});