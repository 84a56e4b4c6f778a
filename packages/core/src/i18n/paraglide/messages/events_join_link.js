/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Join_LinkInputs */

const en_events_join_link = /** @type {(inputs: Events_Join_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Become a member`)
};

const de_events_join_link = /** @type {(inputs: Events_Join_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Werden Sie Mitglied`)
};

const fr_events_join_link = /** @type {(inputs: Events_Join_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devenez membre`)
};

const it_events_join_link = /** @type {(inputs: Events_Join_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diventare socio`)
};

/**
* | output |
* | --- |
* | "Become a member" |
*
* @param {Events_Join_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_join_link = /** @type {((inputs?: Events_Join_LinkInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Join_LinkInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_join_link(inputs)
	if (locale === "fr") return fr_events_join_link(inputs)
	if (locale === "it") return it_events_join_link(inputs)
	return en_events_join_link(inputs)
});