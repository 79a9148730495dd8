# La page des règles et le panneau des règles à côté d’une table (web/rules.js) : les
# mots autour du texte des règles, que le jeu fournit dans la langue de la personne.

rules-loading = Chargement des règles…
rules-back-to-lobby = ← Salon
rules-glossary = Glossaire
rules-close = Fermer
rules-panel-title = Règles
rules-open-in-tab = Ouvrir dans un nouvel onglet
# Affiché au-dessus des règles d’un jeu qui ne sont pas encore écrites dans la
# langue de la personne : la page anglaise est montrée à la place.
rules-not-translated = Cette page n’est pas encore traduite : la voici en anglais.
# L’infobulle d’un mot du glossaire sur une table : le mot, puis son sens.
rules-term-title = { $term } : { $text }
