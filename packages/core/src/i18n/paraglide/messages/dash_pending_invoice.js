/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Dash_Pending_InvoiceInputs */

const en_dash_pending_invoice = /** @type {(inputs: Dash_Pending_InvoiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The invoice for the annual fee will be e-mailed to you within ${i?.days} days. Until then you can keep your profile up to date here.`)
};

const de_dash_pending_invoice = /** @type {(inputs: Dash_Pending_InvoiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Rechnung für den Jahresbeitrag wird Ihnen innerhalb von ${i?.days} Tagen per E-Mail zugestellt. Bis dahin können Sie hier Ihr Profil aktuell halten.`)
};

const fr_dash_pending_invoice = /** @type {(inputs: Dash_Pending_InvoiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La facture de la cotisation annuelle vous sera envoyée par e-mail dans un délai de ${i?.days} jours. D’ici là, vous pouvez tenir votre profil à jour ici.`)
};

const it_dash_pending_invoice = /** @type {(inputs: Dash_Pending_InvoiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La fattura della quota annuale Le sarà inviata per e-mail entro ${i?.days} giorni. Fino ad allora può mantenere aggiornato qui il Suo profilo.`)
};

/**
* | output |
* | --- |
* | "The invoice for the annual fee will be e-mailed to you within {days} days. Until then you can keep your profile up to date here." |
*
* @param {Dash_Pending_InvoiceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_pending_invoice = /** @type {((inputs: Dash_Pending_InvoiceInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Pending_InvoiceInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_pending_invoice(inputs)
	if (locale === "fr") return fr_dash_pending_invoice(inputs)
	if (locale === "it") return it_dash_pending_invoice(inputs)
	return en_dash_pending_invoice(inputs)
});