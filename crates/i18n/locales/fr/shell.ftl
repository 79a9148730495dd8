# Le cadre du site : en-tête, navigation, choix de la langue, chargement et erreurs.

-brand = Sleuth

site-title = { -brand }
site-tagline = jeux de déduction à informations cachées
nav-play = Jouer
nav-assistant = Assistant
nav-leaderboards = Classements
nav-friends = Amis
nav-studio = Atelier
loading = Chargement…
needs-javascript = { -brand } a besoin de JavaScript pour fonctionner dans le navigateur.
language-switch = Langue
language-switch-help = La langue des menus et des pages ; les enquêtes et énigmes d’une partie gardent la langue choisie à sa création.

## Shared helpers of every page (ui.js): seat names, a match's title and facts,
## clock rules, the in-page confirmation.

shell-seat-number = Place { $number }
shell-seat-bot = bot { $bot }
shell-seat-bot-unnamed = bot
shell-list-and = et
shell-match = Partie
shell-bots = { $count ->
    [one] { $count } bot
   *[other] { $count } bots
}
shell-empty-seats = { $count ->
    [one] { $count } place libre
   *[other] { $count } places libres
}
shell-created-today = créée à { $time }
shell-created-on = créée le { $day } à { $time }
shell-confirm-yes = Oui
shell-confirm-cancel = Annuler
shell-clock = Pendule
shell-clock-none = Sans pendule
shell-clock-turn-based = Par correspondance : { $span } par coup
shell-clock-real-time = En temps réel : { $bank }
shell-clock-real-time-increment = En temps réel : { $bank } + { $increment } par coup
shell-span-days = { $count ->
    [one] { $count } jour
   *[other] { $count } jours
}
shell-span-hours = { $count } h
shell-span-minutes = { $count } min
shell-span-minutes-seconds = { $minutes } min { $seconds } s
shell-span-seconds = { $count } s
shell-fact-rated = Classée
shell-fact-unrated = Amicale
shell-fact-team-unrated = Partie en équipe, amicale
shell-fact-campaign = Campagne
shell-fact-campaign-group = Campagne : { $group }
shell-fact-labelled = { $label } : { $value }
shell-fact-from-library = { $label } : { $title } (de la bibliothèque)
shell-fact-from-draft = { $label } : { $title } (un brouillon de l’atelier)
shell-fact-from-master = { $label } : { $title } (celle du Maître des énigmes)
shell-fact-key-case = Enquête
shell-fact-key-puzzle = Énigme
shell-fact-key-scenario = Scénario
shell-fact-key-difficulty = Difficulté
shell-scroll-sideways = Faites défiler de côté pour voir toutes les colonnes →
