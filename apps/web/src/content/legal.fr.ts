// The imprint and privacy policy in French (legal.ts); the English version is binding.
import {
  association,
  FIRST_REMINDER_DAYS_DEFAULT,
  MAIL_RETENTION_DAYS,
  REJECTED_APPLICATION_RETENTION_MONTHS,
  REVIEW_CHANGE_RETENTION_DAYS,
  RIDE_ALONG_RETENTION_MONTHS,
  SECOND_REMINDER_DAYS_DEFAULT,
  UNCONFIRMED_SUBSCRIPTION_RETENTION_DAYS,
  UNDELIVERED_MAIL_GIVE_UP_DAYS,
} from "@ssem/core";
import { type LegalContent, privacyContact } from "./legal";

export const legal: LegalContent = {
  imprint: {
    id: "imprint",
    title: "Mentions légales",
    legalForm: "Association au sens des articles 60 ss du Code civil suisse",
    // PLACEHOLDER: the board members who represent the association and answer for the content.
    representatives: ["[Prénom et nom], président·e (espace réservé)", "[Prénom et nom], vice-président·e (espace réservé)"],
    // PLACEHOLDER: the person responsible for the website's content.
    contentResponsible: "[Prénom et nom], membre du comité (espace réservé)",
    disclaimer: [
      "Nous rassemblons les informations de ce site avec soin, mais ne pouvons garantir qu’elles soient complètes, exactes et à jour. Elles ne remplacent ni les informations officielles des organismes de formation, des prestataires de cours et des employeurs, ni un avis médical.",
      "Les liens vers d’autres sites sont fournis pour votre commodité. Leurs exploitants sont seuls responsables de leur contenu ; nous n’avons aucune influence sur celui-ci.",
    ],
  },
  privacyPolicy: {
    id: "privacy-policy",
    title: "Politique de confidentialité",
    lastUpdated: { label: "décembre 2026", dateTime: "2026-12" },
    binding: "Cette politique existe en anglais, en allemand, en français et en italien. La version anglaise fait foi.",
    sections: [
      {
        id: "controller",
        title: "Qui est responsable",
        body: [
          {
            text: `La ${association.name}, ${association.postalAddress.join(", ")}, est responsable du traitement des données personnelles décrit ici (le responsable du traitement).`,
          },
          { text: "Pour toute question sur la protection des données, et pour exercer vos droits, écrivez à :", link: privacyContact },
        ],
      },
      {
        id: "principles",
        title: "Nos principes",
        body: [
          {
            list: [
              "Nous ne collectons que les données dont nous avons besoin pour gérer l’association et ce site.",
              "Nous ne vendons pas de données personnelles et ne les transmettons pas à des fins publicitaires.",
              "Nous ne faisons pas de profilage et ne prenons aucune décision individuelle automatisée.",
              "Le site n’utilise ni suivi, ni outil d’analyse, ni publicité, ni cookies de tiers.",
              "Les liens vers nos profils de réseaux sociaux sont de simples liens : la plateforme n’apprend rien tant que vous n’en cliquez pas un, et dès lors sa propre politique de confidentialité s’applique.",
            ],
          },
        ],
      },
      {
        id: "legal-framework",
        title: "Cadre légal",
        body: [
          {
            text: "Nous traitons les données personnelles conformément à la loi fédérale suisse sur la protection des données (LPD, en allemand revDSG), en vigueur depuis le 1er septembre 2023, et à son ordonnance. Nous respectons ses principes : traitement licite et de bonne foi, proportionnalité, finalité reconnaissable, exactitude et sécurité des données.",
          },
          {
            text: "Lorsque le règlement général sur la protection des données de l’UE (RGPD) s’applique, par exemple parce que nous proposons l’adhésion à des personnes résidant dans l’UE ou l’EEE, nous indiquons ci-dessous, pour chaque traitement, la base juridique selon l’article 6, paragraphe 1, RGPD. Selon la LPD, un traitement conforme à ses principes ne nécessite pas d’autre justification ; lorsqu’il en faut une, nous nous appuyons sur les motifs justificatifs de l’article 31 LPD (votre consentement, un contrat avec vous ou un intérêt prépondérant).",
          },
        ],
      },
      {
        id: "membership",
        title: "Demande d’adhésion et compte de membre",
        body: [
          { text: "Lorsque vous demandez l’adhésion, nous enregistrons :" },
          {
            list: [
              "vos prénom et nom, votre adresse e-mail et votre numéro de téléphone ;",
              "votre domaine (médecine, soins ambulanciers ou soins infirmiers) et votre statut (étudiant, médecin assistant, diplômé ou spécialiste) ;",
              "pour les étudiants, l’année prévue de fin d’études ;",
              "votre lieu d’études ou de travail ;",
              "un message facultatif, par exemple sur la manière dont vous aimeriez vous engager ;",
              "le mot de passe que vous choisissez. Nous ne l’enregistrons que sous forme de hash argon2id, à partir duquel le mot de passe ne peut pas être retrouvé ; personne dans l’association ne le connaît.",
            ],
          },
          {
            text: "Si vous avez adhéré avant l’existence de ce site, le comité a importé ces données depuis la liste des membres de l’association.",
          },
        ],
        processing: {
          purpose:
            "Pour statuer sur votre demande, confirmer votre adresse e-mail, vous envoyer la facture de la cotisation annuelle, tenir le registre des membres, vous donner accès à l’espace membres et vous contacter au sujet de l’association.",
          legalBasis:
            "Votre adhésion, et les démarches qui la précèdent à votre demande (art. 31, al. 2, let. a LPD ; art. 6, par. 1, let. b RGPD). Factures et justificatifs de paiement : notre intérêt légitime à tenir la comptabilité que le droit suisse exige de nous (art. 958f CO ; art. 6, par. 1, let. f RGPD).",
          retention: `Aussi longtemps que vous êtes membre. Vous pouvez démissionner depuis votre tableau de bord, pour la fin de l’année d’adhésion ou immédiatement : votre compte et ses données sont supprimés automatiquement le lendemain de votre dernier jour (dans l’heure qui suit minuit), ou immédiatement. Si votre adhésion prend fin autrement, un administrateur supprime votre compte et ses données. Si nous refusons votre demande, ou si le comité met fin à votre adhésion parce que la cotisation reste impayée après deux rappels, votre compte est fermé, puis supprimé automatiquement avec ses données ${REJECTED_APPLICATION_RETENTION_MONTHS} mois après la décision. Les factures et justificatifs de paiement sont conservés dix ans, comme l’exige le Code des obligations (art. 958f CO) : voir « Cotisations, factures et paiements ».`,
          recipients: "Les membres du comité qui s’occupent des adhésions. Nos prestataires d’hébergement et d’e-mail traitent les données pour notre compte.",
        },
      },
      {
        id: "profile",
        title: "Profil de membre, rôles et statut d’adhésion",
        body: [
          {
            text: "Dans le tableau de bord des membres, vous pouvez ajouter une fonction, votre université ou votre lieu de travail et votre année d’études, et modifier votre nom et votre numéro de téléphone. Vous ne pouvez pas y modifier votre adresse e-mail ; écrivez-nous si elle doit être corrigée. Avec votre compte, nous enregistrons aussi votre rôle (en attente, membre ou administrateur), votre statut d’adhésion (en attente, approuvé ou refusé) et la date de votre demande.",
          },
        ],
        processing: {
          purpose: "Pour vous montrer votre profil, décider quelles parties de l’espace membres vous pouvez utiliser et permettre au comité de gérer les adhésions.",
          legalBasis: "Votre adhésion (art. 31, al. 2, let. a LPD ; art. 6, par. 1, let. b RGPD).",
          retention: "Aussi longtemps que votre compte existe ; supprimées avec lui.",
          recipients: "Les membres du comité disposant de droits d’administration. Notre hébergeur traite les données pour notre compte.",
        },
      },
      {
        id: "fees",
        title: "Cotisations, factures et paiements",
        body: [
          {
            text: "Pour chaque année d’adhésion, nous établissons une facture à votre nom et vous l’envoyons par e-mail avec une QR-facture suisse. Elle contient le numéro de facture, l’année, votre nom tel que facturé, votre adresse e-mail, votre statut (qui détermine la cotisation), le montant, la référence de paiement, les dates de facture et d’échéance, ce qui a été payé et quand, les dates d’éventuels rappels et, si une facture est annulée, le motif du comité. Nous ne demandons jamais votre adresse postale : la case « Payable par » de la facture reste vide.",
          },
          {
            text: `Si la cotisation est toujours ouverte ${FIRST_REMINDER_DAYS_DEFAULT} jours après la date de facture, nous envoyons un premier rappel, et après ${SECOND_REMINDER_DAYS_DEFAULT} jours un second ; un administrateur statue ensuite sur l’adhésion. Nous enregistrons chaque paiement (montant, date, et une note lorsqu’un administrateur le saisit à la main). Lorsque nous importons le relevé de notre banque, nous enregistrons chaque paiement entrant tel que la banque le communique : montant, date, référence de paiement, nom du payeur et communication jointe au paiement.`,
          },
        ],
        processing: {
          purpose: "Pour facturer la cotisation annuelle, enregistrer son paiement (votre adhésion commence le jour de sa réception), envoyer des rappels et tenir la comptabilité de l’association.",
          legalBasis:
            "Votre adhésion (art. 31, al. 2, let. a LPD ; art. 6, par. 1, let. b RGPD), et la comptabilité que le droit suisse nous impose (art. 958f CO ; art. 6, par. 1, let. c et f RGPD).",
          retention: "Dix ans après la fin de l’année à laquelle elles se rapportent (art. 958f CO) ; ensuite, le site supprime automatiquement factures, paiements et transactions bancaires. Si votre compte est supprimé avant, les factures et paiements restent pour la comptabilité avec votre seul nom tel que facturé : votre adresse e-mail et le lien avec votre compte sont supprimés.",
          recipients:
            "Les membres du comité disposant de droits d’administration (dont le trésorier) et notre banque, qui reçoit votre paiement. Nos prestataires d’hébergement et d’e-mail traitent les données pour notre compte.",
        },
      },
      {
        id: "audit-log",
        title: "Journal des actions des administrateurs",
        body: [
          {
            text: "Lorsqu’un administrateur approuve ou refuse une demande, change un rôle, retire un membre, importe des membres, téléverse ou supprime un fichier, marque une demande d’accompagnement comme traitée ou ouverte, ou envoie une newsletter, le site enregistre quel administrateur l’a fait, ce qu’il a fait, sur quel compte et quand. Le journal enregistre des références aux comptes, pas de noms ni d’adresses e-mail : les noms ne sont recherchés que lorsqu’un administrateur lit le journal. Une fois un compte supprimé, le journal ne le mentionne plus que comme « un membre supprimé depuis ».",
          },
          {
            text: "Lorsque vous téléchargez vos données depuis le tableau de bord, le journal note que vous l’avez fait et quand, jamais ce que contenait le téléchargement.",
          },
        ],
        processing: {
          purpose: "Pour permettre au comité de voir qui a modifié quoi dans le registre des membres, et pour éclaircir les erreurs et les abus.",
          legalBasis: "Notre intérêt légitime à une administration des membres traçable et sûre (art. 31, al. 1 LPD ; art. 6, par. 1, let. f RGPD).",
          retention: "Les entrées sont conservées aussi longtemps que l’association en a besoin ; lorsqu’un compte est supprimé, les entrées ne nomment plus cette personne.",
          recipients: "Les membres du comité disposant de droits d’administration. Notre hébergeur traite les données pour notre compte.",
          // How long the entries themselves are kept is the board's decision.
          toBeConfirmed: ["retention"],
        },
      },
      {
        id: "links-and-tokens",
        title: "Liens dans nos e-mails",
        body: [
          {
            text: "Les liens que nous envoyons pour confirmer votre adresse e-mail, définir un nouveau mot de passe et vous inviter dans l’espace membres contiennent chacun un code aléatoire à usage unique. Nous n’enregistrons avec votre compte qu’un hash à sens unique du code, de sorte que personne ne puisse reconstituer le lien à partir de notre base de données. Un code ne fonctionne qu’une fois : un lien de confirmation pendant 24 heures, un lien de mot de passe pendant une heure, une invitation pendant sept jours.",
          },
        ],
        processing: {
          purpose: "Pour garantir que seul le titulaire de l’adresse e-mail peut la confirmer ou définir un mot de passe.",
          legalBasis: "Votre adhésion, et les démarches qui la précèdent à votre demande (art. 31, al. 2, let. a LPD ; art. 6, par. 1, let. b RGPD).",
          retention: "Supprimé dans l’heure qui suit l’expiration du code (au plus sept jours après l’envoi de l’e-mail). Un code utilisé n’est conservé jusque-là que pour que l’ouverture répétée du lien puisse vous indiquer qu’il a déjà été utilisé.",
          recipients: "Personne ; notre hébergeur stocke les données pour notre compte.",
        },
      },
      {
        id: "events",
        title: "Inscription aux événements",
        body: [
          {
            text: "Les membres s’inscrivent à nos événements et à nos cours dans leur tableau de bord. Nous enregistrons chaque inscription avec votre compte : l’événement, votre situation (place confirmée, en attente de l’approbation du comité, sur la liste d’attente avec votre place, place proposée et jusqu’à quand, annulée) et la date de votre inscription. Lorsqu’une place se libère, le site la propose par e-mail à la première personne sur la liste d’attente, et il vous informe par e-mail de chaque changement de votre inscription, une confirmation avec un fichier de calendrier et un code QR. Lors de l’événement, le comité enregistre votre arrivée en scannant ce code ou par votre nom, puis note si vous avez participé ; nous enregistrons l’heure de votre arrivée et votre présence avec l’inscription, et vous voyez votre présence dans votre tableau de bord. Le comité peut aussi écrire par e-mail à toutes les personnes inscrites à un événement ou à toutes celles en liste d’attente. Le comité voit qui s’est inscrit à chaque événement, avec les noms et adresses e-mail, et peut approuver, refuser, avancer ou annuler une inscription ; le journal des actions des administrateurs enregistre chacune de ces étapes.",
          },
        ],
        processing: {
          purpose: "Attribuer équitablement les places d’un événement, dans l’ordre des inscriptions, et informer les participants de leur place et des changements.",
          legalBasis: "Votre adhésion (art. 31, al. 2, let. a LPD ; art. 6, par. 1, let. b RGPD).",
          retention: "Une inscription annulée est supprimée après le dernier jour de son événement ; les autres restent avec votre compte, comme trace de votre participation, et sont supprimées avec lui. Si vous démissionnez, vos inscriptions aux événements postérieurs à votre dernier jour sont annulées.",
          recipients: "Le comité ; nos prestataires d’hébergement et d’e-mail, pour notre compte.",
        },
      },
      {
        id: "ride-along",
        title: "Demandes d’accompagnement",
        body: [
          {
            text: "Les membres peuvent demander un accompagnement sur la page Événements. Nous enregistrons la demande avec votre compte : le lieu choisi (Zurich ou Bâle), votre année d’études, la date d’envoi et si le comité l’a traitée. Votre adresse e-mail et votre nom sont repris de votre compte, sans nouvelle saisie. Le site envoie la demande par e-mail à l’adresse de l’association, avec votre adresse e-mail pour la réponse, et vous envoie une confirmation. Lorsqu’un administrateur marque une demande comme traitée ou à nouveau ouverte, le journal des actions des administrateurs le note.",
          },
        ],
        processing: {
          purpose: "Pour organiser un accompagnement pour vous et vous répondre.",
          legalBasis: "Votre adhésion et votre demande (art. 31, al. 2, let. a LPD ; art. 6, par. 1, let. b RGPD).",
          retention: `Supprimée automatiquement ${RIDE_ALONG_RETENTION_MONTHS} mois après son envoi (dans l’heure qui suit), ou plus tôt avec votre compte. Les e-mails qui s’y rapportent sont supprimés comme décrit sous « E-mails que nous envoyons » ; la copie dans la boîte de l’association est conservée comme le comité conserve sa correspondance.`,
          recipients: "Les membres du comité qui organisent les accompagnements et, une fois celui-ci convenu, le service de sauvetage que vous accompagnez. Nos prestataires d’hébergement et d’e-mail traitent les données pour notre compte.",
          toBeConfirmed: ["recipients"],
        },
      },
      {
        id: "mailing-list",
        title: "Liste de diffusion (« Restez informé »)",
        body: [
          {
            text: "Chacun peut s’abonner à nos nouvelles sur la page Événements avec une adresse e-mail. Nous enregistrons l’adresse, la date d’inscription et la langue de la page d’inscription, dans laquelle nous vous écrivons (si l’adresse est celle d’un membre, dans la langue de son profil). Votre abonnement ne commence qu’une fois que vous avez ouvert le lien de confirmation envoyé à l’adresse (double opt-in), de sorte que personne ne peut inscrire quelqu’un d’autre. Le code du lien est signé par notre serveur, de sorte que nous n’enregistrons rien de plus pour lui, et nous n’envoyons que quelques e-mails de confirmation au plus à une adresse en peu de temps.",
          },
          {
            text: "Chaque newsletter est un e-mail envoyé à chaque adresse confirmée, avec un lien personnel pour se désinscrire en un clic ; les logiciels de messagerie peuvent aussi proposer leur propre bouton de désinscription. Après votre désinscription, nous supprimons immédiatement votre adresse et ne vous envoyons plus rien, pas même une newsletter qui attendait déjà d’être envoyée. Lorsqu’un administrateur envoie une newsletter, le journal des actions des administrateurs note qui l’a envoyée, quand et à combien d’adresses, jamais les adresses.",
          },
        ],
        processing: {
          purpose: "Pour vous envoyer, comme vous l’avez demandé, des nouvelles de nos événements et activités.",
          legalBasis: "Votre consentement, que vous donnez en confirmant et pouvez retirer à tout moment en vous désinscrivant (art. 31, al. 1 LPD ; art. 6, par. 1, let. a RGPD).",
          retention: `Jusqu’à votre désinscription ; l’adresse est alors supprimée immédiatement. Une adresse jamais confirmée est supprimée automatiquement ${UNCONFIRMED_SUBSCRIPTION_RETENTION_DAYS} jours après la dernière demande (dans l’heure qui suit). Si un administrateur retire un membre, son abonnement est supprimé avec le compte ; un membre qui démissionne choisit s’il le conserve. Les e-mails de la newsletter eux-mêmes sont supprimés comme décrit sous « E-mails que nous envoyons ».`,
          recipients: "Les membres du comité disposant de droits d’administration, qui peuvent voir et exporter la liste des adresses confirmées. Nos prestataires d’hébergement et d’e-mail traitent les données pour notre compte.",
        },
      },
      {
        id: "published-people",
        title: "Personnes présentées sur ce site",
        body: [
          {
            text: "La page À propos présente les membres de notre comité, de notre conseil consultatif et nos tuteurs avec leur nom et leur fonction ou affiliation, et, dès qu’ils nous en donnent une, une photo. Nous ne les publions qu’avec leur accord.",
          },
        ],
        processing: {
          purpose: "Pour montrer qui dirige l’association et qui la soutient.",
          legalBasis: "L’accord de chaque personne présentée (art. 31, al. 1 LPD ; art. 6, par. 1, let. a RGPD), qu’elle peut retirer à tout moment.",
          retention: "Jusqu’à ce que la personne quitte sa fonction ou retire son accord.",
          recipients: "Tout le monde : la page À propos est publique.",
        },
      },
      {
        id: "rotation-reviews",
        title: "Avis sur les stages cliniques",
        body: [
          {
            text: "Chacun peut publier un avis sur un stage clinique sur la page Stages cliniques, sans compte. Un avis se compose uniquement de ce que vous saisissez dans ses champs (pays, ville, hôpital, service, type et période du stage, note et vos textes) et de sa date de publication. Nous n’y associons ni nom, ni adresse e-mail, ni adresse IP, ni informations sur le navigateur. N’écrivez rien dans un avis qui vous identifie ou identifie d’autres personnes : il est publié et lisible par tous.",
          },
          {
            text: "Pour empêcher le spam automatisé, le serveur compte les avis envoyés depuis chaque adresse IP par fenêtres de 15 minutes. Le compteur n’enregistre l’adresse que sous forme pseudonymisée, par un hash à clé secrète, jamais l’adresse elle-même.",
          },
          {
            text: "Pour que les pages ouvertes affichent les nouveaux avis dès leur arrivée et se mettent à jour après une connexion perdue, le serveur tient une liste indiquant quel avis a été ajouté ou supprimé et quand, par son seul numéro.",
          },
        ],
        processing: {
          purpose: "Pour aider les étudiants à choisir où faire un stage clinique, et pour garder les avis exempts de spam.",
          legalBasis: "Notre intérêt à partager entre étudiants des expériences de formation clinique (art. 6, par. 1, let. f RGPD). Un avis ne contient aucune donnée personnelle, sauf si son auteur en écrit.",
          retention: `Avis : jusqu’à ce qu’un administrateur les supprime (sur demande, ou lorsqu’un avis enfreint les règles). Compteurs anti-spam : supprimés dans l’heure qui suit 15 minutes sans nouvel avis depuis l’adresse. La liste des avis ajoutés et supprimés : ${REVIEW_CHANGE_RETENTION_DAYS} jours.`,
          recipients: "Tout le monde : les avis sont publics. Notre hébergeur les stocke pour notre compte.",
        },
      },
      {
        id: "cookies",
        title: "Cookies et connexion",
        body: [
          {
            text: "Nous déposons deux cookies (un troisième avec l’authentification à deux facteurs, voir ci-dessous), tous uniquement lorsque vous vous connectez, tous strictement nécessaires et marqués httpOnly, de sorte que les scripts de la page ne peuvent pas les lire. Le cookie de session vous garde connecté à l’espace membres ; il expire après sept jours sans utilisation ou lorsque vous vous déconnectez. Nous n’enregistrons ni adresse IP ni informations sur le navigateur avec une session.",
          },
          {
            text: "Le cookie d’appareil connu indique à notre connexion que ce navigateur s’est déjà connecté à votre compte, afin que quelqu’un qui devine votre mot de passe ailleurs ne puisse pas vous bloquer. Il contient un nombre aléatoire et une signature, n’est envoyé qu’à la partie connexion de notre serveur, n’est pas enregistré chez nous et expire après un an.",
          },
          {
            text: "Si vous activez l’authentification à deux facteurs, nous enregistrons la clé que votre application d’authentification partage avec nous et vos codes de récupération inutilisés, tous deux chiffrés, jusqu’à ce que vous la désactiviez ou que votre compte soit supprimé. Entre votre mot de passe et votre code, un troisième cookie, lui aussi httpOnly, retient pendant dix minutes au plus que votre mot de passe était correct ; il contient un nombre aléatoire et une signature.",
          },
          {
            text: "Tant que vous êtes connecté, votre navigateur conserve aussi dans son stockage local un marqueur qui indique seulement que quelqu’un est connecté, afin que les pages affichent immédiatement vos liens de membre. Il ne contient aucune donnée personnelle et est supprimé lorsque vous vous déconnectez.",
          },
          {
            text: "Pour protéger la connexion contre la devinette de mots de passe et de codes, le serveur compte les tentatives de connexion, les codes saisis, les mots de passe ressaisis dans l’espace membres et les demandes d’e-mail par adresse IP et par compte, par fenêtres de 15 minutes. Les compteurs n’enregistrent l’adresse IP et l’adresse e-mail que sous forme pseudonymisée, par un hash à clé secrète, jamais l’adresse elle-même. Nous n’utilisons ni suivi, ni outil d’analyse, ni cookies de tiers ; c’est pourquoi ce site n’affiche pas de bannière de cookies.",
          },
        ],
        processing: {
          purpose: "Pour vous garder connecté et protéger les comptes contre les abus.",
          legalBasis: "Votre adhésion (art. 6, par. 1, let. b RGPD) et notre intérêt à un fonctionnement sûr (art. 6, par. 1, let. f RGPD).",
          retention: "Session : sept jours après votre dernière visite, ou jusqu’à votre déconnexion ; les sessions expirées sont supprimées dans l’heure. Cookie d’appareil connu : un an dans votre navigateur. Clé à deux facteurs et codes de récupération : jusqu’à ce que vous désactiviez l’authentification à deux facteurs ou que votre compte soit supprimé. Compteurs de demandes : supprimés dans l’heure qui suit 15 minutes sans nouvelle tentative et une fois écoulé tout délai d’attente qu’ils imposent.",
          recipients: "Personne ; notre hébergeur stocke les données pour notre compte.",
        },
      },
      {
        id: "server-logs",
        title: "Journaux du serveur",
        body: [
          {
            text: "Pour chaque requête, notre serveur enregistre l’heure, la méthode, le chemin demandé sans ses paramètres, le statut de la réponse et la durée de la réponse. Ces journaux ne contiennent ni adresses IP, ni adresses e-mail, ni rien de ce que vous saisissez dans les formulaires.",
          },
          {
            text: "En amont de notre serveur, le proxy inverse de notre hébergeur, qui chiffre la connexion, tient aussi un journal d’accès : l’heure, votre adresse IP, l’adresse demandée, le statut de la réponse ainsi que le nom et la version de votre navigateur.",
            toBeConfirmed: true,
          },
        ],
        processing: {
          purpose: "Pour assurer le fonctionnement du site, trouver les erreurs et détecter les attaques.",
          legalBasis: "Notre intérêt à un site sûr et fonctionnel (art. 6, par. 1, let. f RGPD).",
          retention: "30 jours au plus, pour les journaux de notre serveur et pour le journal d’accès du proxy inverse.",
          recipients: "Notre hébergeur, pour notre compte.",
          toBeConfirmed: ["retention"],
        },
      },
      {
        id: "e-mail",
        title: "E-mails que nous envoyons",
        body: [
          {
            text: `Nous envoyons des e-mails pour confirmer votre adresse, réinitialiser votre mot de passe, envoyer des factures, confirmer votre demande d’accompagnement, envoyer la newsletter à laquelle vous êtes abonné et répondre à vos demandes. Notre serveur conserve chaque message dans une file d’envoi jusqu’à sa distribution, et le fournisseur de messagerie de l’association le distribue. Si un message ne peut toujours pas être distribué ${UNDELIVERED_MAIL_GIVE_UP_DAYS} jours après sa rédaction, nous cessons d’essayer et en informons le comité, afin de pouvoir vous joindre autrement.`,
          },
        ],
        processing: {
          purpose: "Pour distribuer les messages dont vous avez besoin en tant que membre ou candidat.",
          legalBasis: "La même que pour l’activité à laquelle le message se rapporte (voir ci-dessus).",
          retention: `Les messages distribués sont supprimés de la file d’envoi au plus tard ${MAIL_RETENTION_DAYS} jours après leur distribution ; les messages que nous n’avons pas pu distribuer, au plus tard ${MAIL_RETENTION_DAYS} jours après l’arrêt des tentatives.`,
          recipients: "Le fournisseur de messagerie de l’association, qui traite les messages pour notre compte.",
        },
      },
      {
        id: "hosting",
        title: "Hébergement et transferts à l’étranger",
        body: [
          {
            text: `Notre site et ses données sont hébergés par ${association.hosting.name} (pays : ${association.hosting.country}). Nos e-mails sont distribués par ${association.mailProvider.name} (pays : ${association.mailProvider.country}). Tous deux ne traitent les données personnelles que pour notre compte et selon nos instructions.`,
            toBeConfirmed: true,
          },
          {
            text: "Nous ne transférons aucune donnée personnelle à l’étranger au-delà de ces prestataires. Si un transfert devenait nécessaire, nous utiliserions les garanties exigées par la loi, comme les clauses contractuelles types, et mettrions à jour cette politique.",
          },
        ],
      },
      {
        id: "recipients",
        title: "Qui reçoit vos données",
        body: [
          { text: "Vos données personnelles ne parviennent qu’à :" },
          {
            list: [
              "des membres du comité de l’association, chacun seulement dans la mesure où sa tâche l’exige ;",
              "nos prestataires d’hébergement et d’e-mail, en tant que sous-traitants tenus par contrat de ne traiter les données que selon nos instructions ;",
              "des autorités, uniquement lorsque la loi nous y oblige.",
            ],
          },
          {
            text: "Les seules données personnelles que nous publions sont les noms, fonctions ou affiliations et photos des personnes présentées sur la page À propos, avec leur accord.",
          },
        ],
      },
      {
        id: "security",
        title: "Sécurité des données",
        body: [
          {
            text: "Toutes les connexions au site sont chiffrées (HTTPS). Les mots de passe ne sont enregistrés que sous forme de hash argon2id, les cookies de session ne peuvent pas être lus par des scripts et l’accès aux données des membres est limité selon les rôles. Les membres du comité disposant de droits d’administration sont tenus à la confidentialité.",
          },
        ],
      },
      {
        id: "your-rights",
        title: "Vos droits",
        body: [
          { text: "Vous avez le droit :" },
          {
            list: [
              "d’accès : savoir quelles données personnelles nous détenons sur vous (art. 25 LPD ; art. 15 RGPD) ;",
              "de rectification : faire corriger des données inexactes (art. 32 LPD ; art. 16 RGPD) ; vous pouvez corriger vous-même la plupart des données de profil dans le tableau de bord ;",
              "d’effacement : faire supprimer vos données, sauf si la loi nous oblige à les conserver (art. 32 LPD ; art. 17 RGPD) ;",
              "à la portabilité des données : recevoir les données que vous nous avez fournies dans un format électronique courant, ou les faire transmettre à un autre responsable (art. 28 LPD ; art. 20 RGPD) ;",
              "d’opposition : vous opposer à un traitement fondé sur nos intérêts, et retirer un consentement à tout moment pour l’avenir (art. 30 et 32 LPD ; art. 7, par. 3, et 21 RGPD) ;",
              "à la limitation du traitement lorsque le RGPD s’applique (art. 18 RGPD).",
            ],
          },
          {
            text: "En tant que membre, vous pouvez télécharger vous-même vos données : la carte Mes données du tableau de bord vous donne, après la ressaisie de votre mot de passe, un fichier avec tout ce que nous détenons sur vous et une page qui indique pourquoi nous le détenons, combien de temps nous le conservons, qui le reçoit et d’où il provient.",
          },
          {
            text: "Nous répondons dans les 30 jours et gratuitement. Pour protéger vos données, nous pouvons vous demander de prouver votre identité. Envoyez votre demande à :",
            link: privacyContact,
          },
        ],
      },
      {
        id: "complaints",
        title: "Réclamations",
        body: [
          {
            text: "Si vous estimez que nous traitons vos données de manière illicite, dites-le-nous d’abord afin que nous puissions corriger la situation. Vous pouvez aussi déposer une réclamation auprès du Préposé fédéral à la protection des données et à la transparence (PFPDT), Feldeggweg 1, 3003 Berne. Si vous vivez dans l’UE ou l’EEE, vous pouvez aussi vous adresser à l’autorité de protection des données de votre pays.",
            link: { label: "Site web du PFPDT", href: "https://www.edoeb.admin.ch/" },
          },
        ],
      },
      {
        id: "changes",
        title: "Modifications de cette politique",
        body: [
          {
            text: "Nous mettons à jour cette politique lorsque le site ou la loi change ; la date en haut indique la version actuelle. Nous informons les membres des changements importants par e-mail.",
          },
        ],
      },
    ],
  },
};
