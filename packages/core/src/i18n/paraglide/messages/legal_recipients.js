/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_RecipientsInputs */

const en_legal_recipients = /** @type {(inputs: Legal_RecipientsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recipients`)
};

const de_legal_recipients = /** @type {(inputs: Legal_RecipientsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empfänger`)
};

const fr_legal_recipients = /** @type {(inputs: Legal_RecipientsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destinataires`)
};

const it_legal_recipients = /** @type {(inputs: Legal_RecipientsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destinatari`)
};

/**
* | output |
* | --- |
* | "Recipients" |
*
* @param {Legal_RecipientsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const legal_recipients = /** @type {((inputs?: Legal_RecipientsInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_RecipientsInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_legal_recipients(inputs)
	if (locale === "fr") return fr_legal_recipients(inputs)
	if (locale === "it") return it_legal_recipients(inputs)
	return en_legal_recipients(inputs)
});