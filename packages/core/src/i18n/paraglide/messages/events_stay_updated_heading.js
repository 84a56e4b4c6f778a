/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Stay_Updated_HeadingInputs */

const en_events_stay_updated_heading = /** @type {(inputs: Events_Stay_Updated_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stay Updated`)
};

const de_events_stay_updated_heading = /** @type {(inputs: Events_Stay_Updated_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf dem Laufenden bleiben`)
};

const fr_events_stay_updated_heading = /** @type {(inputs: Events_Stay_Updated_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restez informé`)
};

const it_events_stay_updated_heading = /** @type {(inputs: Events_Stay_Updated_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restare aggiornati`)
};

/**
* | output |
* | --- |
* | "Stay Updated" |
*
* @param {Events_Stay_Updated_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_stay_updated_heading = /** @type {((inputs?: Events_Stay_Updated_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Stay_Updated_HeadingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_stay_updated_heading(inputs)
	if (locale === "fr") return fr_events_stay_updated_heading(inputs)
	if (locale === "it") return it_events_stay_updated_heading(inputs)
	return en_events_stay_updated_heading(inputs)
});