/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_How_We_Handle_AddressInputs */

const en_events_how_we_handle_address = /** @type {(inputs: Events_How_We_Handle_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How we handle your address`)
};

const de_events_how_we_handle_address = /** @type {(inputs: Events_How_We_Handle_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wie wir mit Ihrer Adresse umgehen`)
};

const fr_events_how_we_handle_address = /** @type {(inputs: Events_How_We_Handle_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment nous traitons votre adresse`)
};

const it_events_how_we_handle_address = /** @type {(inputs: Events_How_We_Handle_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Come trattiamo il Suo indirizzo`)
};

/**
* | output |
* | --- |
* | "How we handle your address" |
*
* @param {Events_How_We_Handle_AddressInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_how_we_handle_address = /** @type {((inputs?: Events_How_We_Handle_AddressInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_How_We_Handle_AddressInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_how_we_handle_address(inputs)
	if (locale === "fr") return fr_events_how_we_handle_address(inputs)
	if (locale === "it") return it_events_how_we_handle_address(inputs)
	return en_events_how_we_handle_address(inputs)
});