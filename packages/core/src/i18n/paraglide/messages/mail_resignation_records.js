/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Resignation_RecordsInputs */

const en_mail_resignation_records = /** @type {(inputs: Mail_Resignation_RecordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We keep your invoices and payments for ten years, as Swiss accounting law requires (art. 958f CO), with the name they were billed to. Invoices still open when the account is deleted are closed unpaid.`)
};

const de_mail_resignation_records = /** @type {(inputs: Mail_Resignation_RecordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Rechnungen und Zahlungen bewahren wir zehn Jahre lang auf, wie es das Schweizer Buchführungsrecht verlangt (Art. 958f OR), mit dem Namen, auf den sie ausgestellt wurden. Rechnungen, die beim Löschen des Kontos noch offen sind, werden unbezahlt geschlossen.`)
};

const fr_mail_resignation_records = /** @type {(inputs: Mail_Resignation_RecordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous conservons vos factures et paiements pendant dix ans, comme l'exige le droit comptable suisse (art. 958f CO), avec le nom auquel ils ont été facturés. Les factures encore ouvertes lors de la suppression du compte sont clôturées impayées.`)
};

const it_mail_resignation_records = /** @type {(inputs: Mail_Resignation_RecordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conserviamo le Sue fatture e i Suoi pagamenti per dieci anni, come richiede il diritto contabile svizzero (art. 958f CO), con il nome a cui sono stati fatturati. Le fatture ancora aperte al momento dell'eliminazione dell'account vengono chiuse come non pagate.`)
};

/**
* | output |
* | --- |
* | "We keep your invoices and payments for ten years, as Swiss accounting law requires (art. 958f CO), with the name they were billed to. Invoices still open whe..." |
*
* @param {Mail_Resignation_RecordsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_resignation_records = /** @type {((inputs?: Mail_Resignation_RecordsInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Resignation_RecordsInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_resignation_records(inputs)
	if (locale === "fr") return fr_mail_resignation_records(inputs)
	if (locale === "it") return it_mail_resignation_records(inputs)
	return en_mail_resignation_records(inputs)
});