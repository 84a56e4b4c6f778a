/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mailing_ConfirmingInputs */

const en_mailing_confirming = /** @type {(inputs: Mailing_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirming your subscription…`)
};

const de_mailing_confirming = /** @type {(inputs: Mailing_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Anmeldung wird bestätigt…`)
};

const fr_mailing_confirming = /** @type {(inputs: Mailing_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmation de votre inscription…`)
};

const it_mailing_confirming = /** @type {(inputs: Mailing_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conferma dell’iscrizione in corso…`)
};

/**
* | output |
* | --- |
* | "Confirming your subscription…" |
*
* @param {Mailing_ConfirmingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mailing_confirming = /** @type {((inputs?: Mailing_ConfirmingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailing_ConfirmingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mailing_confirming(inputs)
	if (locale === "fr") return fr_mailing_confirming(inputs)
	if (locale === "it") return it_mailing_confirming(inputs)
	return en_mailing_confirming(inputs)
});