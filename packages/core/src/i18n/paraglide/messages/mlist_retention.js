/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Mlist_RetentionInputs */

const en_mlist_retention = /** @type {(inputs: Mlist_RetentionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sent e-mails leave the outbox after ${i?.days} days, and with them their count.`)
};

const de_mlist_retention = /** @type {(inputs: Mlist_RetentionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Versandte E-Mails verlassen den Postausgang nach ${i?.days} Tagen, und mit ihnen ihre Zählung.`)
};

const fr_mlist_retention = /** @type {(inputs: Mlist_RetentionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les e-mails envoyés quittent la boîte d’envoi après ${i?.days} jours, et leur décompte avec eux.`)
};

const it_mlist_retention = /** @type {(inputs: Mlist_RetentionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le e-mail inviate lasciano la posta in uscita dopo ${i?.days} giorni, e con loro il loro conteggio.`)
};

/**
* | output |
* | --- |
* | "Sent e-mails leave the outbox after {days} days, and with them their count." |
*
* @param {Mlist_RetentionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_retention = /** @type {((inputs: Mlist_RetentionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mlist_RetentionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mlist_retention(inputs)
	if (locale === "fr") return fr_mlist_retention(inputs)
	if (locale === "it") return it_mlist_retention(inputs)
	return en_mlist_retention(inputs)
});