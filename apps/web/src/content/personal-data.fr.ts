// The texts of the member's My Data page in French (personal-data.ts); English is core's personal-data map.
import type { PersonalDataTexts } from "./personal-data";

const youOrTheBoard =
  "Vous, dans le formulaire d’adhésion ou dans le tableau de bord des membres ; pour les membres qui ont adhéré avant l’existence du site, le comité, qui a importé la liste des membres.";

export const personalDataTexts: PersonalDataTexts = {
  account: {
    label: "Votre nom et votre adresse e-mail, et la date de création de votre compte",
    source: youOrTheBoard,
  },
  profile: {
    label: "Votre profil : nom, adresse e-mail, numéro de téléphone, fonction, haute école ou lieu de travail, année d’études et langue de vos e-mails",
    source: youOrTheBoard,
  },
  membership: {
    label: "Votre rôle et le statut de votre adhésion, les dates de votre demande, de la décision à son sujet, de la confirmation de votre adresse e-mail et de votre invitation, et votre démission si vous avez démissionné",
    source: "Le site, lorsque vous avez fait votre demande, confirmé votre adresse ou été invité, et le comité, lorsqu’il a statué sur votre demande ou modifié votre rôle.",
  },
  application: {
    label: "Votre demande d’adhésion : domaine, statut, année prévue de fin d’études, lieu d’études et votre message",
    source: "Vous, dans le formulaire d’adhésion ; ou le comité, qui a importé la liste des membres.",
  },
  password: {
    label: "Votre mot de passe, sous forme de hash argon2id dont on ne peut pas le retrouver",
    source: "Vous, lorsque vous avez choisi le mot de passe.",
    notExported: "Le hash ne peut pas être reconverti en votre mot de passe et ne vous apprend rien.",
  },
  sessions: {
    label: "Vos sessions : quand chacune a commencé, a été utilisée pour la dernière fois et expire",
    source: "Le site, à chaque connexion.",
  },
  secondFactor: {
    label: "Si vous avez activé l’authentification à deux facteurs : la clé que votre application d’authentification partage avec nous et vos codes de récupération inutilisés, tous deux chiffrés",
    source: "Le site, lorsque vous avez activé l’authentification à deux facteurs.",
    notExported:
      "La clé et les codes sont des secrets qui permettent de se connecter en votre nom ; une copie dans un fichier téléchargé pourrait servir à quiconque la trouve. Si l’authentification à deux facteurs est activée figure dans la partie sur l’adhésion.",
  },
  passkeys: {
    label: "Vos clés d’accès : le nom que vous avez donné à chacune, quand elle a été ajoutée et utilisée pour la dernière fois, et sa clé publique",
    source: "Vous, lorsque vous avez ajouté une clé d’accès dans le tableau de bord des membres.",
  },
  emailLinks: {
    label: "Les codes à usage unique des liens que nous vous envoyons par e-mail, sous forme de hash à sens unique",
    source: "Le site, lorsqu’il vous envoie un lien par e-mail.",
    notExported: "Seul un hash est enregistré ; il ne permet pas de retrouver le lien.",
  },
  requestCounters: {
    label: "Les compteurs de tentatives de connexion et de demandes d’e-mail, sous un hash à clé secrète de votre adresse IP et de votre adresse e-mail",
    source: "Le site, lorsque vous vous connectez ou demandez un e-mail.",
    notExported: "Les compteurs sont des hash à clé secrète : nous ne pouvons pas dire lesquels sont les vôtres sans deviner.",
  },
  fees: {
    label: "Vos factures et paiements : numéro, année, nom facturé, adresse e-mail, statut, montant, référence, dates, rappels et paiements",
    source:
      "Le site, qui facture la cotisation annuelle ; notre banque, dont les relevés nous informent de vos paiements ; et le comité, lorsqu’il enregistre un paiement à la main.",
  },
  bankTransactions: {
    label: "Les paiements entrants tels que notre banque les communique : montant, date, référence, nom et message de la personne qui paie",
    source: "Les relevés de notre banque.",
    notExported:
      "Les paiements attribués à vos factures figurent avec elles, avec le nom et le message de la personne qui paie ; un paiement que nous n’avons pas pu attribuer n’est pas lié à votre compte.",
  },
  rideAlong: {
    label: "Vos demandes d’accompagnement : lieu, année d’études, date d’envoi et si elles ont été traitées",
    source: "Vous, sur la page Événements.",
  },
  eventRegistrations: {
    label: "Vos inscriptions aux événements : l’événement, votre situation (confirmée, sur la liste d’attente avec votre place, proposée jusqu’à quand, annulée), la date de votre inscription, l’heure de votre enregistrement à l’entrée et votre présence",
    source: "Vous, lorsque vous vous êtes inscrit, désinscrit ou avez répondu à une offre ; le comité, lorsqu’il a approuvé, avancé ou annulé une inscription, vous a enregistré à l’entrée ou a noté votre présence.",
  },
  mailingList: {
    label: "Votre abonnement à la liste de diffusion : votre adresse e-mail, quand vous vous êtes abonné et l’avez confirmé, et la langue de la page sur laquelle vous vous êtes abonné",
    source: "Vous, sur la page Événements.",
  },
  emails: {
    label: "Les e-mails que nous vous envoyons, tant qu’ils attendent dans la file d’envoi",
    source: "Le site, pour l’activité à laquelle chaque e-mail se rapporte.",
  },
  adminActions: {
    label: "Le journal des actions des administrateurs qui vous concernent (pour les administrateurs, aussi les actions qu’ils ont effectuées)",
    source: "Le site, lorsqu’un administrateur (ou vous-même, pour votre export de données) agit.",
  },
};
