/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, number: NonNullable<unknown> }} Dash_Fee_Qr_AltInputs */

const en_dash_fee_qr_alt = /** @type {(inputs: Dash_Fee_Qr_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Swiss QR code to pay ${i?.amount} for invoice ${i?.number}; the account and reference are written out beside it.`)
};

const de_dash_fee_qr_alt = /** @type {(inputs: Dash_Fee_Qr_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Swiss QR Code, um ${i?.amount} für Rechnung ${i?.number} zu bezahlen; Konto und Referenz stehen daneben ausgeschrieben.`)
};

const fr_dash_fee_qr_alt = /** @type {(inputs: Dash_Fee_Qr_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`QR-code suisse pour payer ${i?.amount} pour la facture ${i?.number} ; le compte et la référence sont indiqués à côté.`)
};

const it_dash_fee_qr_alt = /** @type {(inputs: Dash_Fee_Qr_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Codice QR svizzero per pagare ${i?.amount} per la fattura ${i?.number}; il conto e il riferimento sono indicati accanto.`)
};

/**
* | output |
* | --- |
* | "Swiss QR code to pay {amount} for invoice {number}; the account and reference are written out beside it." |
*
* @param {Dash_Fee_Qr_AltInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_fee_qr_alt = /** @type {((inputs: Dash_Fee_Qr_AltInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Fee_Qr_AltInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_fee_qr_alt(inputs)
	if (locale === "fr") return fr_dash_fee_qr_alt(inputs)
	if (locale === "it") return it_dash_fee_qr_alt(inputs)
	return en_dash_fee_qr_alt(inputs)
});