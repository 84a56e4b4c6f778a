/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ invoices: NonNullable<unknown>, year: NonNullable<unknown>, total: NonNullable<unknown> }} Fees_Renew_PreviewInputs */

const en_fees_renew_preview = /** @type {(inputs: Fees_Renew_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This issues ${i?.invoices} for the membership year ${i?.year}, ${i?.total} in total, and e-mails each to its member with the PDF. Invoices cannot be taken back, only cancelled one by one.`)
};

const de_fees_renew_preview = /** @type {(inputs: Fees_Renew_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dies stellt ${i?.invoices} für das Mitgliedschaftsjahr ${i?.year} aus, insgesamt ${i?.total}, und sendet jede mit dem PDF per E-Mail an ihr Mitglied. Rechnungen können nicht zurückgenommen, nur einzeln storniert werden.`)
};

const fr_fees_renew_preview = /** @type {(inputs: Fees_Renew_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cela émet ${i?.invoices} pour l’année d’adhésion ${i?.year}, ${i?.total} au total, et envoie chacune par e-mail à son membre avec le PDF. Les factures ne peuvent pas être reprises, seulement annulées une à une.`)
};

const it_fees_renew_preview = /** @type {(inputs: Fees_Renew_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Questa operazione emette ${i?.invoices} per l’anno associativo ${i?.year}, per un totale di ${i?.total}, e invia ciascuna per e-mail al suo membro con il PDF. Le fatture non si possono ritirare, solo annullare una per una.`)
};

/**
* | output |
* | --- |
* | "This issues {invoices} for the membership year {year}, {total} in total, and e-mails each to its member with the PDF. Invoices cannot be taken back, only can..." |
*
* @param {Fees_Renew_PreviewInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_renew_preview = /** @type {((inputs: Fees_Renew_PreviewInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Renew_PreviewInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_renew_preview(inputs)
	if (locale === "fr") return fr_fees_renew_preview(inputs)
	if (locale === "it") return it_fees_renew_preview(inputs)
	return en_fees_renew_preview(inputs)
});