/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mailing_Unsubscribe_TextInputs */

const en_mailing_unsubscribe_text = /** @type {(inputs: Mailing_Unsubscribe_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Click the button to stop receiving our newsletter at this address. We then delete your address from the list.`)
};

const de_mailing_unsubscribe_text = /** @type {(inputs: Mailing_Unsubscribe_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Klicken Sie auf die Schaltfläche, um unseren Newsletter an dieser Adresse nicht mehr zu erhalten. Wir löschen Ihre Adresse dann aus der Liste.`)
};

const fr_mailing_unsubscribe_text = /** @type {(inputs: Mailing_Unsubscribe_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cliquez sur le bouton pour ne plus recevoir notre newsletter à cette adresse. Nous supprimons alors votre adresse de la liste.`)
};

const it_mailing_unsubscribe_text = /** @type {(inputs: Mailing_Unsubscribe_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clicchi sul pulsante per non ricevere più la nostra newsletter a questo indirizzo. Cancelleremo quindi il Suo indirizzo dalla lista.`)
};

/**
* | output |
* | --- |
* | "Click the button to stop receiving our newsletter at this address. We then delete your address from the list." |
*
* @param {Mailing_Unsubscribe_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mailing_unsubscribe_text = /** @type {((inputs?: Mailing_Unsubscribe_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailing_Unsubscribe_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mailing_unsubscribe_text(inputs)
	if (locale === "fr") return fr_mailing_unsubscribe_text(inputs)
	if (locale === "it") return it_mailing_unsubscribe_text(inputs)
	return en_mailing_unsubscribe_text(inputs)
});