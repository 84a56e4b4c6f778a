/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ resignedOn: NonNullable<unknown>, leavesOn: NonNullable<unknown>, deletedOn: NonNullable<unknown> }} Person_Resignation_Ends_NewsletterInputs */

const en_person_resignation_ends_newsletter = /** @type {(inputs: Person_Resignation_Ends_NewsletterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`On ${i?.resignedOn}, leaving on ${i?.leavesOn}. On ${i?.deletedOn} the account is deleted: profile, application, sessions and ride-along requests, and the newsletter subscription. Invoices and payments are kept for ten years with the name as billed; those still open are closed unpaid.`)
};

const de_person_resignation_ends_newsletter = /** @type {(inputs: Person_Resignation_Ends_NewsletterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Am ${i?.resignedOn}, Austritt am ${i?.leavesOn}. Am ${i?.deletedOn} wird das Konto gelöscht: Profil, Antrag, Sitzungen und Mitfahranfragen sowie das Newsletter-Abonnement. Rechnungen und Zahlungen werden zehn Jahre mit dem verrechneten Namen aufbewahrt; noch offene werden unbezahlt abgeschlossen.`)
};

const fr_person_resignation_ends_newsletter = /** @type {(inputs: Person_Resignation_Ends_NewsletterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le ${i?.resignedOn}, départ le ${i?.leavesOn}. Le ${i?.deletedOn}, le compte est supprimé : profil, demande, sessions et demandes de stage d’observation, ainsi que l’abonnement à la newsletter. Les factures et paiements sont conservés dix ans avec le nom facturé ; celles encore ouvertes sont closes comme impayées.`)
};

const it_person_resignation_ends_newsletter = /** @type {(inputs: Person_Resignation_Ends_NewsletterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Il ${i?.resignedOn}, uscita il ${i?.leavesOn}. Il ${i?.deletedOn} l’account viene eliminato: profilo, domanda, sessioni e richieste di uscita in ambulanza, e l’iscrizione alla newsletter. Fatture e pagamenti sono conservati per dieci anni con il nome fatturato; quelle ancora aperte vengono chiuse come non pagate.`)
};

/**
* | output |
* | --- |
* | "On {resignedOn}, leaving on {leavesOn}. On {deletedOn} the account is deleted: profile, application, sessions and ride-along requests, and the newsletter sub..." |
*
* @param {Person_Resignation_Ends_NewsletterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_resignation_ends_newsletter = /** @type {((inputs: Person_Resignation_Ends_NewsletterInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Resignation_Ends_NewsletterInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_resignation_ends_newsletter(inputs)
	if (locale === "fr") return fr_person_resignation_ends_newsletter(inputs)
	if (locale === "it") return it_person_resignation_ends_newsletter(inputs)
	return en_person_resignation_ends_newsletter(inputs)
});