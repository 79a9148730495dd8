# Refus des routes propres au site : comptes et connexion, profils, amis et
# invitations, aide à l’apprentissage, notes des contenus, langues, métriques et
# contrôles HTTP. Le serveur envoie chaque identifiant et ses arguments à côté de
# la phrase anglaise. Les noms choisis par les personnes, les noms de jeux et les
# détails techniques sont transmis tels quels.

## Comptes et connexion

errors-site-log-in-first = connectez-vous d’abord : cela demande la session d’un compte
errors-site-account-name-length = un nom de compte compte de { $min } à { $max } caractères, pas { $count }
errors-site-account-name-character = un nom de compte ne contient que des lettres, des chiffres, « _ », « - » et « . », pas { $character }
errors-site-account-name-start = un nom de compte commence par une lettre ou un chiffre
errors-site-password-length = un mot de passe compte de { $min } à { $max } caractères
errors-site-account-name-taken = le nom { $name } est déjà pris ; choisissez-en un autre
errors-site-login-name-rate-limited = trop de mots de passe erronés pour ce compte ; attendez quelques minutes puis réessayez
errors-site-login-address-rate-limited = trop de tentatives depuis cet endroit ; attendez une minute puis réessayez
errors-site-wrong-login = nom ou mot de passe incorrect
errors-site-wrong-current-password = le mot de passe actuel est incorrect
errors-site-reclaim-not-yours = seule la personne à qui appartient la place peut la reprendre

## Profils et classements

errors-site-no-such-player = il n’y a personne du nom de « { $name } »
errors-site-unknown-game = jeu inconnu : « { $game } »

## Amis, invitations et notifications

errors-site-no-account-named = aucun compte ne s’appelle { $name }
errors-site-friend-self = vous ne pouvez pas vous ajouter vous-même à vos amis
errors-site-friends-full = une liste d’amis compte au plus { $max } personnes ; retirez-en une d’abord
errors-site-invite-not-at-table = seules les personnes assises à cette table (ou son hôte) peuvent y inviter quelqu’un
errors-site-invite-self = inutile de vous inviter : c’est votre table
errors-site-invitee-seated = { $name } a déjà une place à cette table
errors-site-invite-no-open-seat = cette table n’a aucune place libre où inviter quelqu’un
errors-site-invitations-limit = une table peut envoyer au plus { $max } invitations
errors-site-push-endpoint = l’adresse de l’abonnement doit être une URL https d’au plus 1000 caractères
errors-site-push-key = la clé p256dh de l’abonnement n’est pas une clé publique P-256 en base64url
errors-site-push-auth = le secret d’authentification de l’abonnement ne fait pas 16 octets en base64url

## L’aide à l’apprentissage

errors-site-aid-rated = l’aide à l’apprentissage est réservée aux parties amicales : une partie classée se joue sans elle
errors-site-aid-no-solver = { $game } ne propose pas d’aide à l’apprentissage (l’assistant de déduction n’a pas de solveur pour ce jeu)
errors-site-aid-not-allowed = cette partie n’autorise pas l’aide à l’apprentissage : son hôte ne l’a pas permise en créant la partie
errors-site-aid-needs-seat = l’aide à l’apprentissage est réservée aux personnes qui jouent cette partie : envoyez le jeton de votre place (Authorization: Bearer)
errors-site-aid-token-not-a-seat = ce jeton n’appartient à aucune place de cette partie : l’aide à l’apprentissage est réservée à celles et ceux qui la jouent
errors-site-aid-not-started = la partie n’a pas encore commencé : l’aide à l’apprentissage s’ouvre une fois le jeu lancé
errors-site-aid-none = { $game } ne propose pas d’aide à l’apprentissage
errors-site-aid-unavailable = l’assistant est indisponible : { $detail }
errors-site-aid-game-not-hosted = le jeu « { $game } » n’est pas proposé ici
errors-site-aid-solver-missing = le solveur de l’assistant, « { $solver } », n’est pas proposé
errors-site-solve-contradiction = ces indices se contredisent : { $detail }
errors-site-solve-too-large = ce problème est trop grand pour le solveur : { $detail }
errors-site-solve-bad-request = le solveur ne sait pas lire ce problème : { $detail }
errors-site-aid-unsolvable = l’assistant n’a pas pu résoudre ce que sait cette place : { $reason }
errors-site-aid-failed = l’assistant a échoué : { $detail }

## Statistiques et notes des contenus ($noun vaut case, puzzle ou scenario)

errors-site-content-no-such-game = aucun jeu ne s’appelle « { $game } » ; jeux proposés : { $hosted }
errors-site-rating-nothing-to-rate = { $game } n’a ni enquête, ni énigme, ni scénario à noter
errors-site-rating-tutorial = un tutoriel ne se note pas : notez { $noun ->
    [case] une enquête
    [puzzle] une énigme
   *[scenario] un scénario
} après une vraie partie
errors-site-rating-draft = c’était un essai d’un brouillon : { $noun ->
    [case] une enquête se note une fois publiée
    [puzzle] une énigme se note une fois publiée
   *[scenario] un scénario se note une fois publié
}
errors-site-rating-custom = cette partie a joué { $noun ->
    [case] une enquête écrite pour elle seule, pas une enquête du site
    [puzzle] une énigme écrite pour elle seule, pas une énigme du site
   *[scenario] un scénario écrit pour elle seule, pas un scénario du site
} : il n’y a rien à noter
errors-site-rating-abandoned = la partie a été abandonnée : { $noun ->
    [case] seule l’enquête d’une partie terminée peut être notée
    [puzzle] seule l’énigme d’une partie terminée peut être notée
   *[scenario] seul le scénario d’une partie terminée peut être noté
}
errors-site-rating-not-over = la partie n’est pas encore terminée : notez { $noun ->
    [case] l’enquête
    [puzzle] l’énigme
   *[scenario] le scénario
} après la partie
errors-site-rating-log-in = connectez-vous d’abord : { $noun ->
    [case] l’enquête jouée se note
    [puzzle] l’énigme jouée se note
   *[scenario] le scénario joué se note
} avec son compte
errors-site-rating-not-a-player = seule une personne qui a occupé une place de cette partie avec son compte peut noter { $noun ->
    [case] son enquête
    [puzzle] son énigme
   *[scenario] son scénario
}
errors-site-rating-body-object = le corps de la requête doit être un objet JSON, par exemple { $example }
errors-site-rating-stars = stars doit être un nombre entier de 1 à 5, écrit comme un nombre JSON (par exemple { $example }), pas { $value }

## Jeux, pages de règles et solveurs

errors-site-no-game = aucun jeu « { $game } »
errors-site-no-rules-page = { $game } n’a pas de page de règles
errors-site-rules-page-malformed = la page de règles est mal formée : { $detail }
errors-site-rules-page-failed = la page de règles : { $detail }
errors-site-no-solver = aucun solveur « { $solver } »
errors-site-solver-unavailable = le solveur est indisponible : { $detail }
errors-site-solver-failed = le solveur a échoué : { $detail }
errors-site-solver-no-decks = le solveur « { $solver } » n’a pas de jeux de cartes
errors-site-no-web-file = le jeu « { $game } » n’a pas de fichier web « { $path } »
errors-site-games-list-failed = la liste des jeux a échoué : { $detail }

## Requêtes

errors-site-no-such-route = cette route n’existe pas ; voir docs/protocol.md
errors-site-invalid-body = corps de requête invalide : { $detail }
errors-site-invalid-request = requête invalide : { $detail }
errors-site-body-too-large = le corps de la requête est trop gros
errors-site-not-found = rien ici : cette page ou ce fichier n’existe pas
errors-site-method-not-allowed = cette route ne répond pas à cette méthode HTTP ; voir docs/protocol.md
errors-site-busy = le serveur est occupé ; réessayez dans un instant
errors-site-operation-failed = l’opération a échoué : { $detail }
errors-site-server-failed = le serveur a échoué en répondant à cette requête
errors-site-url-too-long = une URL compte au plus { $max } octets, celle-ci en a { $size }
errors-site-headers-too-large = les en-têtes d’une requête comptent au plus { $max } octets, ceux-ci en ont { $size }
errors-site-not-json = le corps d’une requête est du JSON envoyé avec Content-Type: application/json ; le type de contenu de celle-ci est { $declared }
errors-site-not-json-undeclared = le corps d’une requête est du JSON envoyé avec Content-Type: application/json ; celle-ci n’indique aucun type de contenu
errors-site-cross-origin = { $what ->
    [socket] une connexion en direct
   *[session] une requête qui modifie quelque chose avec votre session
} doit venir des pages de ce site : elle vient de « { $origin } », et ce site est { $site } (derrière un proxy inverse, transmettez Host avec son port et X-Forwarded-Proto)
errors-site-cross-origin-no-host = { $what ->
    [socket] une connexion en direct
   *[session] une requête qui modifie quelque chose avec votre session
} doit venir des pages de ce site : elle vient de « { $origin } », et ce site est inconnu (pas d’en-tête Host) (derrière un proxy inverse, transmettez Host avec son port et X-Forwarded-Proto)

## Langues et métriques

errors-site-unknown-language = Sleuth ne parle pas « { $language } » ; il parle { $known }
errors-site-metrics-off = les métriques sont désactivées sur ce serveur : lancez-le avec --metrics-token (ou SLEUTH_METRICS_TOKEN) pour les activer
errors-site-metrics-needs-token = GET /metrics demande l’en-tête Authorization: Bearer <le jeton des métriques>

## Campagnes et tutoriels

errors-site-no-campaign = pas de campagne pour « { $game } » ; campagnes : { $campaigns }
errors-site-campaign-not-text = config.campaign doit être du texte : le nom du groupe de la campagne
errors-site-no-tutorial = { $game } n’a pas encore de tutoriel
