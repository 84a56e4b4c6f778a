/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Send_Invoice_HintInputs */

const en_import_send_invoice_hint = /** @type {(inputs: Import_Send_Invoice_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each new member is also billed for this membership year (from 1 October: next year’s); the invoice is e-mailed once they have chosen their password through the invite. Leave it unticked for members who have paid already: they get no invoice until the next renewal.`)
};

const de_import_send_invoice_hint = /** @type {(inputs: Import_Send_Invoice_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedem neuen Mitglied wird auch dieses Mitgliedsjahr in Rechnung gestellt (ab 1. Oktober: das nächste); die Rechnung wird per E-Mail verschickt, sobald es über die Einladung sein Passwort gewählt hat. Lassen Sie das Feld leer für Mitglieder, die bereits bezahlt haben: Sie erhalten bis zur nächsten Erneuerung keine Rechnung.`)
};

const fr_import_send_invoice_hint = /** @type {(inputs: Import_Send_Invoice_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque nouveau membre est aussi facturé pour cette année d’adhésion (dès le 1er octobre : l’année suivante) ; la facture est envoyée par e-mail une fois qu’il a choisi son mot de passe grâce à l’invitation. Laissez la case décochée pour les membres qui ont déjà payé : ils ne reçoivent pas de facture avant le prochain renouvellement.`)
};

const it_import_send_invoice_hint = /** @type {(inputs: Import_Send_Invoice_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A ogni nuovo membro viene fatturato anche quest’anno associativo (dal 1° ottobre: il prossimo); la fattura viene inviata per e-mail quando ha scelto la sua password tramite l’invito. Lasci la casella vuota per i membri che hanno già pagato: non ricevono alcuna fattura fino al prossimo rinnovo.`)
};

/**
* | output |
* | --- |
* | "Each new member is also billed for this membership year (from 1 October: next year’s); the invoice is e-mailed once they have chosen their password through t..." |
*
* @param {Import_Send_Invoice_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_send_invoice_hint = /** @type {((inputs?: Import_Send_Invoice_HintInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Send_Invoice_HintInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_send_invoice_hint(inputs)
	if (locale === "fr") return fr_import_send_invoice_hint(inputs)
	if (locale === "it") return it_import_send_invoice_hint(inputs)
	return en_import_send_invoice_hint(inputs)
});