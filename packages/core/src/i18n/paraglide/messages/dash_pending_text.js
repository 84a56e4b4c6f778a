/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Pending_TextInputs */

const en_dash_pending_text = /** @type {(inputs: Dash_Pending_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you for your application. Your membership application is being reviewed by the board. You will get full access to the member area once an admin has approved your application and your annual fee has been received.`)
};

const de_dash_pending_text = /** @type {(inputs: Dash_Pending_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vielen Dank für Ihre Anmeldung. Ihr Mitgliedschaftsantrag wird vom Vorstand geprüft. Sie erhalten vollen Zugang zum Mitgliederbereich, sobald ein Admin Ihren Antrag genehmigt hat und Ihr Jahresbeitrag eingegangen ist.`)
};

const fr_dash_pending_text = /** @type {(inputs: Dash_Pending_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci pour votre demande. Votre demande d’adhésion est en cours d’examen par le comité. Vous aurez pleinement accès à l’espace membres dès qu’un administrateur aura approuvé votre demande et que votre cotisation annuelle aura été reçue.`)
};

const it_dash_pending_text = /** @type {(inputs: Dash_Pending_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grazie per la Sua richiesta. La Sua domanda di adesione è in fase di esame da parte del comitato. Avrà pieno accesso all’area membri non appena un amministratore avrà approvato la Sua domanda e la Sua quota annuale sarà stata ricevuta.`)
};

/**
* | output |
* | --- |
* | "Thank you for your application. Your membership application is being reviewed by the board. You will get full access to the member area once an admin has app..." |
*
* @param {Dash_Pending_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_pending_text = /** @type {((inputs?: Dash_Pending_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Pending_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_pending_text(inputs)
	if (locale === "fr") return fr_dash_pending_text(inputs)
	if (locale === "it") return it_dash_pending_text(inputs)
	return en_dash_pending_text(inputs)
});