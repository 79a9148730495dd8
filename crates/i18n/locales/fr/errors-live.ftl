# Refus des tables en direct : créer une partie, sa configuration et ses places
# dans le salon, la lancer, confier une place à un bot, jouer, la revanche,
# l’enregistrement et la relecture, la discussion, et les messages WebSocket que
# le serveur ne sait pas lire. Le serveur envoie l’identifiant et les arguments de
# chaque refus à côté de sa phrase anglaise ; les places sont comptées à partir
# de 1 ; les titres des jeux, les noms des bots et des personnes restent tels quels.

## Créer une partie

errors-live-tutorial-option = un tutoriel (et les noms de ses places) se lance avec { $route }, pas comme option d’une partie
errors-live-unknown-game = jeu inconnu « { $game } » ; jeux proposés : { $games }
errors-live-cooperative-unrated = { $game } est un jeu coopératif : ses parties ne sont pas classées ; ses résultats montrent la réussite de l’équipe par scénario et par difficulté
errors-live-no-stand-in-bot = aucun bot « { $bot } » pour remplacer une personne absente ; les bots de ce jeu : { $bots }

errors-live-clock-initial = une pendule en temps réel démarre avec 5 secondes à 24 heures (86 400 s), pas { $secs } s
errors-live-clock-increment = le temps ajouté à chaque coup est d’au plus 600 secondes, pas { $secs }
errors-live-clock-move-hours = en partie par correspondance, chaque coup a de 0,25 à 720 heures (30 jours), pas { $hours }

## Le salon : configuration, places, lancement

errors-live-organiser-config = seul l’hôte de la partie peut changer sa configuration
errors-live-organiser-config-or-seat = seuls l’hôte de la partie ou la place { $seat } peuvent changer sa configuration
errors-live-organiser-start = seul l’hôte de la partie peut la lancer
errors-live-organiser-start-or-seat = seuls l’hôte de la partie ou la place { $seat } peuvent la lancer
errors-live-campaign-config = la configuration d’une partie de campagne suit la progression de son groupe : elle ne peut pas être changée
errors-live-config-seat-count = cette partie a { $seats } places et cette configuration est prévue pour { $players } : créez une nouvelle partie pour une autre taille de table
errors-live-lost-race = quelqu’un d’autre a modifié cette partie au même moment ; rien n’a changé, regardez à nouveau
errors-live-display-name = un nom affiché compte de 1 à { $max } caractères
errors-live-choice-in-play = la partie est en cours : la place garde le choix fait avant le début
errors-live-no-seat-choice = { $game } ne demande aucun choix en prenant une place
errors-live-not-a-choice = « { $choice } » n’est pas un { $label ->
    [character] personnage
   *[other] { $label }
} de { $game } ; choisissez parmi : { $choices }
errors-live-no-choice-list = la configuration de cette partie n’attribue pas de { $label ->
    [character] personnage
   *[other] { $label }
} à chaque place : il n’y a rien à choisir
errors-live-choice-taken = { $choice } est déjà le { $label ->
    [character] personnage
   *[other] { $label }
} de la place { $seat } ; choisissez-en un autre
errors-live-host-only-bots = seul l’hôte de la partie peut installer des bots
errors-live-seat-taken-by-player = la place { $seat } est prise par une personne
errors-live-no-bots = { $game } demande une personne à chaque place : les bots ne peuvent pas y jouer
errors-live-no-such-bot = aucun bot « { $bot } » ; les bots de ce jeu : { $bots }
errors-live-leave-not-yours = seuls l’hôte ou la personne à cette place peuvent la libérer
errors-live-leave-in-play = seule la personne à cette place peut quitter une partie en cours
errors-live-seat-empty = la place { $seat } est vide : installez-y d’abord une personne ou un bot
errors-live-rated-guest = la place { $seat } est tenue sans compte : une partie classée n’accepte que des comptes
errors-live-claim-not-a-person = la place { $seat } n’est pas celle d’une personne
errors-live-claim-needs-token = seule la personne qui détient le jeton de la place peut la rattacher à un compte
errors-live-claim-other-account = la place { $seat } est déjà rattachée à un autre compte

## Confier à un bot la place d’une personne absente

errors-live-hand-over-needs-seat = seule une personne assise à une place peut confier à un bot la place d’une personne absente
errors-live-hand-over-malformed = un message hand_over demande un « seat » : le numéro de la place, compté à partir de 0
errors-live-hand-over-no-such-seat = cette partie n’a pas de place { $seat }
errors-live-hand-over-own-seat = c’est votre propre place : pour la laisser, quittez la table
errors-live-hand-over-clocks = cette partie a des pendules : une place dont le temps est écoulé passe d’elle-même à un bot
errors-live-hand-over-empty = la place { $seat } est vide
errors-live-hand-over-bot = la place { $seat } est jouée par un bot
errors-live-hand-over-stood-in = le bot { $bot } joue déjà la place { $seat }
errors-live-hand-over-connected = { $name } est en ligne à la place { $seat } : seule la place d’une personne absente peut être confiée à un bot
errors-live-hand-over-too-soon = l’absence de { $name } dure depuis { $away_minutes } min { $away_seconds } s : la place { $seat } peut être confiée à un bot après { $after_minutes } min { $after_seconds } s d’absence, dans { $left_minutes } min { $left_seconds } s

## Jouer, bots remplaçants, revanche

errors-live-abandoned = la partie a été abandonnée : une personne a quitté un jeu qui demande une personne à chaque place
errors-live-seat-changed = la place { $seat } a changé au même moment ; rien n’a changé, regardez à nouveau
errors-live-not-in-play = la partie n’est pas en cours
errors-live-no-person = aucune personne ne joue la place { $seat }
errors-live-not-stood-in = la place { $seat } n’est pas jouée par un bot remplaçant
errors-live-rematch-not-over = une revanche se demande une fois la partie terminée
errors-live-rematch-needs-seat = seule une personne assise à une place peut demander une revanche
errors-live-reclaim-needs-seat = seule la personne à cette place peut la reprendre

## L’enregistrement, la relecture et l’analyse

errors-live-record-not-ended = l’enregistrement de la partie est publié une fois la partie terminée
errors-live-no-analysis = { $game } n’a pas de solveur : ses parties ne peuvent pas être analysées
errors-live-no-such-step = cette partie a les étapes 0 à { $steps }

## La discussion

errors-live-chat-full = la discussion de cette partie est pleine ({ $max } messages)
errors-live-chat-busy = la discussion est trop chargée sur d’autres serveurs ; envoyez le message à nouveau

## Messages WebSocket

errors-live-not-json = ce n’est pas du JSON : { $detail }
errors-live-no-type = un message est un objet JSON avec un « type »
errors-live-unknown-message = type de message inconnu « { $type } » ; types attendus : hello, act, chat, rematch, reclaim, hand_over ou ping
errors-live-binary-frame = les trames binaires ne font pas partie du protocole ; envoyez du texte JSON
errors-live-hello-timeout = envoyez hello d’abord : une connexion qui n’envoie pas hello dans les { $ms } ms est fermée
errors-live-bad-since = since est la dernière version que vous avez vue, un nombre entier de 0 à { $max }, ou null ; pas { $value }
errors-live-bad-name = name est un nom affiché (une chaîne de caractères) ou null
errors-live-chat-needs-text = un message de discussion demande une chaîne « text »
errors-live-act-needs-action = un message act demande une « action »
errors-live-seat-given-up = la place { $seat } a été libérée : vous regardez en spectateur

## Le serveur lui-même

errors-live-store-failure = le serveur n’a pas pu enregistrer cela ; rien n’a changé

errors-live-no-such-match = il n’y a pas de partie { $match }
errors-live-match-unavailable = la partie { $match } ne peut pas être restaurée : { $reason }
