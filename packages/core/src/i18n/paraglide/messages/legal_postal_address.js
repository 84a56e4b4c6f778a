/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_Postal_AddressInputs */

const en_legal_postal_address = /** @type {(inputs: Legal_Postal_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postal address`)
};

const de_legal_postal_address = /** @type {(inputs: Legal_Postal_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postadresse`)
};

const fr_legal_postal_address = /** @type {(inputs: Legal_Postal_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse postale`)
};

const it_legal_postal_address = /** @type {(inputs: Legal_Postal_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indirizzo postale`)
};

/**
* | output |
* | --- |
* | "Postal address" |
*
* @param {Legal_Postal_AddressInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const legal_postal_address = /** @type {((inputs?: Legal_Postal_AddressInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Postal_AddressInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_legal_postal_address(inputs)
	if (locale === "fr") return fr_legal_postal_address(inputs)
	if (locale === "it") return it_legal_postal_address(inputs)
	return en_legal_postal_address(inputs)
});