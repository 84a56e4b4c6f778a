/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Resignation_Board_RecordsInputs */

const en_mail_resignation_board_records = /** @type {(inputs: Mail_Resignation_Board_RecordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invoices and payments are kept with the name they were billed to; invoices still open when the account is deleted are closed unpaid.`)
};

const de_mail_resignation_board_records = /** @type {(inputs: Mail_Resignation_Board_RecordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechnungen und Zahlungen bleiben mit dem Namen erhalten, auf den sie ausgestellt wurden; Rechnungen, die beim Löschen des Kontos noch offen sind, werden unbezahlt geschlossen.`)
};

const fr_mail_resignation_board_records = /** @type {(inputs: Mail_Resignation_Board_RecordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les factures et paiements sont conservés avec le nom auquel ils ont été facturés ; les factures encore ouvertes lors de la suppression du compte sont clôturées impayées.`)
};

const it_mail_resignation_board_records = /** @type {(inputs: Mail_Resignation_Board_RecordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le fatture e i pagamenti restano conservati con il nome a cui sono stati fatturati; le fatture ancora aperte al momento dell'eliminazione dell'account vengono chiuse come non pagate.`)
};

/**
* | output |
* | --- |
* | "Invoices and payments are kept with the name they were billed to; invoices still open when the account is deleted are closed unpaid." |
*
* @param {Mail_Resignation_Board_RecordsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_resignation_board_records = /** @type {((inputs?: Mail_Resignation_Board_RecordsInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Resignation_Board_RecordsInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_resignation_board_records(inputs)
	if (locale === "fr") return fr_mail_resignation_board_records(inputs)
	if (locale === "it") return it_mail_resignation_board_records(inputs)
	return en_mail_resignation_board_records(inputs)
});