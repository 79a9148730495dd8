# Le choix de la bibliothèque dans le salon et la langue du contenu (library.js) :
# les créations publiées de l’atelier à côté du menu des enquêtes ou des énigmes,
# le formulaire de signalement, et la langue des textes d’une nouvelle partie.

library-menu = Dans la bibliothèque
library-none = { $kind ->
    [case] Aucune : l’enquête choisie ci-dessus
   *[puzzle] Aucune : l’énigme choisie ci-dessus
}
library-report = Signaler
    .title = Dire aux administrateurs du site ce qui ne va pas dans cette création
library-plays = { $kind ->
    [case] Joue « { $title } », écrite par { $author } dans l’atelier, à la place de l’enquête choisie ci-dessus.
   *[puzzle] Joue « { $title } », écrite par { $author } dans l’atelier, à la place de l’énigme choisie ci-dessus.
}
library-count = { $count ->
    [one] Une création écrite dans l’atelier.
   *[other] { $count } créations écrites dans l’atelier.
}
library-nothing = Rien de publié pour l’instant :
library-write = { $kind ->
    [case] écrivez une enquête dans l’atelier
   *[puzzle] écrivez une énigme dans l’atelier
}
library-by = par { $author }
library-introductory = d’initiation
library-difficulty = difficulté { $difficulty }
library-edition = édition { $edition }
library-report-reason = Ce qui ne va pas dans « { $title } »
library-report-send = Envoyer le signalement
library-report-cancel = Annuler
library-report-empty = Dites d’abord ce qui ne va pas (de 1 à { $max } caractères).
library-report-sent = Signalement envoyé : les administrateurs du site le liront. Merci.
library-report-ask = Signaler « { $title } » de { $author } : qu’est-ce qui ne va pas (pour les administrateurs du site, { $max } caractères au plus) ?

## La langue du contenu d’une nouvelle partie.

library-language = { $kind ->
    [case] Langue de l’enquête
    [puzzle] Langue de l’énigme
   *[scenario] Langue du scénario
}
library-languages-case = { $count ->
    [one] Cette enquête n’existe qu’en { $languages }.
   *[other] Cette enquête existe en : { $languages }.
}
library-languages-puzzle = { $count ->
    [one] Cette énigme n’existe qu’en { $languages }.
   *[other] Cette énigme existe en : { $languages }.
}
library-languages-scenario = { $count ->
    [one] Ce scénario n’existe qu’en { $languages }.
   *[other] Ce scénario existe en : { $languages }.
}
