/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Fees_Bank_TextInputs */

const en_fees_bank_text = /** @type {(inputs: Fees_Bank_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The camt.054 notification (or camt.053 statement) from e-banking, as XML, up to ${i?.max} MiB. Payments are matched to invoices by their reference; the ones that match none wait below. Importing the same file again books nothing twice.`)
};

const de_fees_bank_text = /** @type {(inputs: Fees_Bank_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die camt.054-Gutschriftsanzeige (oder der camt.053-Kontoauszug) aus dem E-Banking, als XML, bis ${i?.max} MiB. Zahlungen werden über ihre Referenz den Rechnungen zugeordnet; jene ohne Treffer warten unten. Wird dieselbe Datei nochmals importiert, wird nichts doppelt verbucht.`)
};

const fr_fees_bank_text = /** @type {(inputs: Fees_Bank_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’avis camt.054 (ou le relevé camt.053) de l’e-banking, en XML, jusqu’à ${i?.max} MiB. Les paiements sont attribués aux factures par leur référence ; ceux qui n’en trouvent aucune attendent plus bas. Importer à nouveau le même fichier ne comptabilise rien deux fois.`)
};

const it_fees_bank_text = /** @type {(inputs: Fees_Bank_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’avviso camt.054 (o l’estratto conto camt.053) dall’e-banking, in XML, fino a ${i?.max} MiB. I pagamenti vengono abbinati alle fatture tramite il riferimento; quelli senza corrispondenza attendono qui sotto. Importare di nuovo lo stesso file non registra nulla due volte.`)
};

/**
* | output |
* | --- |
* | "The camt.054 notification (or camt.053 statement) from e-banking, as XML, up to {max} MiB. Payments are matched to invoices by their reference; the ones that..." |
*
* @param {Fees_Bank_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_bank_text = /** @type {((inputs: Fees_Bank_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Bank_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_bank_text(inputs)
	if (locale === "fr") return fr_fees_bank_text(inputs)
	if (locale === "it") return it_fees_bank_text(inputs)
	return en_fees_bank_text(inputs)
});