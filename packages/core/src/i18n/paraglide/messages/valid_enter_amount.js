/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Valid_Enter_AmountInputs */

const en_valid_enter_amount = /** @type {(inputs: Valid_Enter_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter an amount in CHF, such as 10.00`)
};

const de_valid_enter_amount = /** @type {(inputs: Valid_Enter_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte geben Sie einen Betrag in CHF ein, zum Beispiel 10.00`)
};

const fr_valid_enter_amount = /** @type {(inputs: Valid_Enter_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir un montant en CHF, par exemple 10.00`)
};

const it_valid_enter_amount = /** @type {(inputs: Valid_Enter_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inserisca un importo in CHF, ad esempio 10.00`)
};

/**
* | output |
* | --- |
* | "Enter an amount in CHF, such as 10.00" |
*
* @param {Valid_Enter_AmountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_enter_amount = /** @type {((inputs?: Valid_Enter_AmountInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Valid_Enter_AmountInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_valid_enter_amount(inputs)
	if (locale === "fr") return fr_valid_enter_amount(inputs)
	if (locale === "it") return it_valid_enter_amount(inputs)
	return en_valid_enter_amount(inputs)
});