/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Renew_TextInputs */

const en_fees_renew_text = /** @type {(inputs: Fees_Renew_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Issue the invoices of a membership year to every active member at once. Each gets the invoice by e-mail with its PDF; members who already have an invoice for that year get none, so running it again is safe.`)
};

const de_fees_renew_text = /** @type {(inputs: Fees_Renew_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stellt allen aktiven Mitgliedern auf einmal die Rechnungen eines Mitgliedschaftsjahres aus. Jedes erhält die Rechnung per E-Mail mit ihrem PDF; Mitglieder, die für dieses Jahr schon eine Rechnung haben, erhalten keine, daher schadet ein erneuter Lauf nicht.`)
};

const fr_fees_renew_text = /** @type {(inputs: Fees_Renew_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Émet en une fois les factures d’une année d’adhésion à chaque membre actif. Chacun reçoit sa facture par e-mail avec son PDF ; les membres qui ont déjà une facture pour cette année n’en reçoivent pas, on peut donc relancer sans risque.`)
};

const it_fees_renew_text = /** @type {(inputs: Fees_Renew_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emette in una volta le fatture di un anno associativo a ogni membro attivo. Ognuno riceve la fattura per e-mail con il PDF; chi ha già una fattura per quell’anno non ne riceve, quindi rieseguirlo è sicuro.`)
};

/**
* | output |
* | --- |
* | "Issue the invoices of a membership year to every active member at once. Each gets the invoice by e-mail with its PDF; members who already have an invoice for..." |
*
* @param {Fees_Renew_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_renew_text = /** @type {((inputs?: Fees_Renew_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Renew_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_renew_text(inputs)
	if (locale === "fr") return fr_fees_renew_text(inputs)
	if (locale === "it") return it_fees_renew_text(inputs)
	return en_fees_renew_text(inputs)
});