# People (players.js): the account page (log in, sign up, log out, the
# password), a player's profile, the leaderboards, the header's account link, the
# lobby's "your turn" card, its notifications and the time left on a clock.

players-nav-log-in = Se connecter
players-nav-account = compte
players-log-in = Se connecter
players-name = Nom
players-password = Mot de passe
players-sign-up = Créer un compte
players-sign-up-help = Facultatif : sans compte, on joue comme avant. Un compte garde vos parties et vos classements. Un nom compte de 3 à 24 lettres, chiffres, « _ », « - » ou « . » ; un mot de passe, au moins 8 caractères. Aucune adresse e-mail demandée.
players-sign-up-submit = Créer le compte
players-logged-in-info = Connexion réussie au compte { $name }.
players-logged-in = Compte : { $name }
players-my-profile = Votre profil et vos parties
players-password-heading = Changer le mot de passe
players-password-help = Vos autres sessions (dans d’autres navigateurs) sont déconnectées.
players-password-current = Mot de passe actuel
players-password-new = Nouveau mot de passe
players-password-submit = Changer le mot de passe
players-password-changed = Mot de passe changé.
players-log-out = Se déconnecter

## A profile.

players-profile-column-game = Jeu
players-profile-column-played = Jouées
players-profile-column-won = Gagnées
players-profile-column-rating = Cote
players-profile-column-rated = Parties classées
players-profile-won = gagnée
players-profile-place = { $place ->
    [1] 1re place
   *[other] { $place }e place
}
players-profile-forfeit-rated = forfait : un bot remplaçant a fini cette partie
players-profile-forfeit = un bot remplaçant a fini cette partie à votre place
players-profile-rated-change = classée { $before } → { $after } ({ $change })
players-profile-unrated = amicale
players-profile-replay = revoir la partie
players-profile-analysis = analyse
players-profile-account = Compte : mot de passe, déconnexion
players-profile-about = Sur le site depuis le { $since }. Les cotes sont celles de Weng-Lin, affichées comme μ − 3σ (on commence à 0). Une partie qu’un bot remplaçant a finie pour vous est un forfait : dernière place, jamais une victoire.
players-profile-games = Jeux
players-profile-no-game = Aucune partie terminée pour l’instant.
players-profile-matches = Parties
players-profile-no-match = Aucune pour l’instant.

## Leaderboards.

players-leaderboards = Classements
players-leaderboard-heading = { $game } : classement
players-leaderboard-column-rank = #
players-leaderboard-column-player = Nom
players-leaderboard-column-rating = Cote
players-leaderboard-column-matches = Parties
players-leaderboard-none = Aucune partie classée pour l’instant.
players-leaderboard-about = Parties classées entre comptes (les bots sont classés aussi). Cote : Weng-Lin μ − 3σ.
players-team-heading = { $game } : réussite des équipes
players-team-column-variant = Scénario · difficulté
players-team-column-matches = Parties
players-team-column-won = Gagnées
players-team-column-success = Réussite
players-team-none = Aucune équipe n’a encore fini de partie avec un compte.
players-team-about = Un jeu coopératif n’est pas classé : voici à quelle fréquence les équipes gagnent chaque scénario à chaque difficulté.

## The lobby's "your turn" card, its notifications, and a clock's time left.

players-your-turn = À vous de jouer
players-your-turn-left = il reste { $time }
players-your-turn-play = Jouer
players-your-turn-nothing = Rien ne vous attend.
players-your-turn-in = À vous de jouer : { $game }
players-clock-hours = { $hours } h { $minutes } min
players-clock-days = { $days } j { $hours } h

## Les bots tels que les places les nomment, selon leur sorte (noms des bots du serveur).

players-bot-name = { $bot ->
    [baseline] Bot de base
    [solver] Bot solveur
    [planner] Bot stratège
    [random] Bot aléatoire
   *[other] Bot { $bot }
}
