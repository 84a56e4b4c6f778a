/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Events_TitleInputs */

const en_page_events_title = /** @type {(inputs: Page_Events_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events`)
};

const de_page_events_title = /** @type {(inputs: Page_Events_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veranstaltungen`)
};

const fr_page_events_title = /** @type {(inputs: Page_Events_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements`)
};

const it_page_events_title = /** @type {(inputs: Page_Events_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventi`)
};

/**
* | output |
* | --- |
* | "Events" |
*
* @param {Page_Events_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_events_title = /** @type {((inputs?: Page_Events_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Events_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_events_title(inputs)
	if (locale === "fr") return fr_page_events_title(inputs)
	if (locale === "it") return it_page_events_title(inputs)
	return en_page_events_title(inputs)
});