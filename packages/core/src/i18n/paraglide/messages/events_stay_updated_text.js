/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Stay_Updated_TextInputs */

const en_events_stay_updated_text = /** @type {(inputs: Events_Stay_Updated_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get our news about events and activities by e-mail. We send you a link to confirm your address first; every e-mail has a link to unsubscribe.`)
};

const de_events_stay_updated_text = /** @type {(inputs: Events_Stay_Updated_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erhalten Sie unsere Neuigkeiten zu Veranstaltungen und Aktivitäten per E-Mail. Wir senden Ihnen zuerst einen Link, um Ihre Adresse zu bestätigen; jede E-Mail enthält einen Link zum Abmelden.`)
};

const fr_events_stay_updated_text = /** @type {(inputs: Events_Stay_Updated_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recevez nos nouvelles sur les événements et activités par e-mail. Nous vous envoyons d’abord un lien pour confirmer votre adresse ; chaque e-mail contient un lien de désinscription.`)
};

const it_events_stay_updated_text = /** @type {(inputs: Events_Stay_Updated_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Riceva le nostre novità su eventi e attività per e-mail. Le inviamo prima un link per confermare il Suo indirizzo; ogni e-mail contiene un link per disiscriversi.`)
};

/**
* | output |
* | --- |
* | "Get our news about events and activities by e-mail. We send you a link to confirm your address first; every e-mail has a link to unsubscribe." |
*
* @param {Events_Stay_Updated_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_stay_updated_text = /** @type {((inputs?: Events_Stay_Updated_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Stay_Updated_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_stay_updated_text(inputs)
	if (locale === "fr") return fr_events_stay_updated_text(inputs)
	if (locale === "it") return it_events_stay_updated_text(inputs)
	return en_events_stay_updated_text(inputs)
});