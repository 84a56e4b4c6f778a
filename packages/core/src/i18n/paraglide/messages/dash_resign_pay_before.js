/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Dash_Resign_Pay_BeforeInputs */

const en_dash_resign_pay_before = /** @type {(inputs: Dash_Resign_Pay_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please pay before ${i?.day}: an invoice still open when your account is deleted is closed unpaid.`)
};

const de_dash_resign_pay_before = /** @type {(inputs: Dash_Resign_Pay_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bitte bezahlen Sie vor dem ${i?.day}: Eine Rechnung, die beim Löschen Ihres Kontos noch offen ist, wird unbezahlt abgeschlossen.`)
};

const fr_dash_resign_pay_before = /** @type {(inputs: Dash_Resign_Pay_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Veuillez payer avant le ${i?.day} : une facture encore ouverte lors de la suppression de votre compte est close comme impayée.`)
};

const it_dash_resign_pay_before = /** @type {(inputs: Dash_Resign_Pay_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paghi prima del ${i?.day}: una fattura ancora aperta quando il Suo account viene eliminato viene chiusa come non pagata.`)
};

/**
* | output |
* | --- |
* | "Please pay before {day}: an invoice still open when your account is deleted is closed unpaid." |
*
* @param {Dash_Resign_Pay_BeforeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_pay_before = /** @type {((inputs: Dash_Resign_Pay_BeforeInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Resign_Pay_BeforeInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_resign_pay_before(inputs)
	if (locale === "fr") return fr_dash_resign_pay_before(inputs)
	if (locale === "it") return it_dash_resign_pay_before(inputs)
	return en_dash_resign_pay_before(inputs)
});