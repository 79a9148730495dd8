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
language-switch-help = La langue des menus et des pages ; les enquêtes et énigmes d'une partie gardent la langue choisie à sa création.
