/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ resignedOn: NonNullable<unknown>, leavesOn: NonNullable<unknown>, deletedOn: NonNullable<unknown> }} Person_Resignation_Keeps_NewsletterInputs */

const en_person_resignation_keeps_newsletter = /** @type {(inputs: Person_Resignation_Keeps_NewsletterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`On ${i?.resignedOn}, leaving on ${i?.leavesOn}. On ${i?.deletedOn} the account is deleted: profile, application, sessions and ride-along requests (the newsletter subscription stays, as chosen). Invoices and payments are kept for ten years with the name as billed; those still open are closed unpaid.`)
};

const de_person_resignation_keeps_newsletter = /** @type {(inputs: Person_Resignation_Keeps_NewsletterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Am ${i?.resignedOn}, Austritt am ${i?.leavesOn}. Am ${i?.deletedOn} wird das Konto gelöscht: Profil, Antrag, Sitzungen und Mitfahranfragen (das Newsletter-Abonnement bleibt, wie gewählt). Rechnungen und Zahlungen werden zehn Jahre mit dem verrechneten Namen aufbewahrt; noch offene werden unbezahlt abgeschlossen.`)
};

const fr_person_resignation_keeps_newsletter = /** @type {(inputs: Person_Resignation_Keeps_NewsletterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le ${i?.resignedOn}, départ le ${i?.leavesOn}. Le ${i?.deletedOn}, le compte est supprimé : profil, demande, sessions et demandes de stage d’observation (l’abonnement à la newsletter reste, comme choisi). Les factures et paiements sont conservés dix ans avec le nom facturé ; celles encore ouvertes sont closes comme impayées.`)
};

const it_person_resignation_keeps_newsletter = /** @type {(inputs: Person_Resignation_Keeps_NewsletterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Il ${i?.resignedOn}, uscita il ${i?.leavesOn}. Il ${i?.deletedOn} l’account viene eliminato: profilo, domanda, sessioni e richieste di uscita in ambulanza (l’iscrizione alla newsletter resta, come scelto). Fatture e pagamenti sono conservati per dieci anni con il nome fatturato; quelle ancora aperte vengono chiuse come non pagate.`)
};

/**
* | output |
* | --- |
* | "On {resignedOn}, leaving on {leavesOn}. On {deletedOn} the account is deleted: profile, application, sessions and ride-along requests (the newsletter subscri..." |
*
* @param {Person_Resignation_Keeps_NewsletterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_resignation_keeps_newsletter = /** @type {((inputs: Person_Resignation_Keeps_NewsletterInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Resignation_Keeps_NewsletterInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_resignation_keeps_newsletter(inputs)
	if (locale === "fr") return fr_person_resignation_keeps_newsletter(inputs)
	if (locale === "it") return it_person_resignation_keeps_newsletter(inputs)
	return en_person_resignation_keeps_newsletter(inputs)
});