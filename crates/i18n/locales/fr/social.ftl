# People around the tables (social.js): the friends page, the home page's card
# of invitations and friends at tables, inviting someone by account name, and
# the switch for notifications.

# A table as a friend's line or an invitation names it: its game, whether it is
# rated ($rated: yes or no), whether it waits in its lobby ($state: open) or is
# in play ($state: playing), and its open seats.
social-table = { $game }{ $rated ->
        [yes] , classée
       *[no] {""}
    }, { $state ->
        [open] en préparation
       *[playing] en cours
    }{ $open ->
        [0] {""}
        [one] { " " }({ $open } place libre)
       *[other] { " " }({ $open } places libres)
    }
social-join = Rejoindre
social-watch = Regarder
social-at-table = à une table en ce moment
social-online = en ligne
social-last-seen = dernière visite le { $when }
social-not-seen = aucune visite pour l’instant

## The friends page.

social-friends = Amis
social-account-name = nom du compte
social-add = Ajouter
social-add-label = Ajouter quelqu’un à vos amis par son nom de compte
social-nobody-yet = Personne pour l’instant. Ajoutez les personnes avec qui vous jouez par leur nom de compte : vous verrez quand elles sont en ligne et à quelles tables elles sont assises.
social-remove = Retirer
social-removed = { $name } ne fait plus partie de votre liste.
social-with = avec { $names }
social-guest-before = Une liste d’amis appartient à un compte.
social-guest-link = Connectez-vous ou créez un compte
social-guest-after = pour en tenir une, recevoir des invitations à votre nom et savoir quand une table vous attend.
social-name-first = Saisissez d’abord un nom de compte.
social-added = { $name } fait partie de vos amis.
social-already = { $name } était déjà dans votre liste.
social-notifications = Notifications

## The home page's card.

social-card-heading = Amis et invitations
social-card-friends-link = Votre liste d’amis
social-decline = Refuser
social-invites-you = { $name } vous invite : { $table }
social-friend-table = { $name } : { $table }
social-card-online = En ligne : { $names }. Aucune invitation et aucun ami à une table.
social-card-quiet = Aucune invitation, et aucun de vos amis n’est à une table.
social-card-no-friends = Aucune invitation. Ajoutez des amis pour voir leurs tables ici.

## Inviting by account name from a match's lobby.

social-invite = Inviter
social-invite-label = Inviter par nom de compte
social-invited = Invitation envoyée à { $name }, qui la trouvera sur sa page d’accueil.
social-invite-log-in = Connectez-vous pour inviter quelqu’un par son nom de compte (ou envoyez le lien).

## Notifications.

social-push-on = Me prévenir quand une table m’attend
social-push-off = Arrêter les notifications sur cet appareil
social-push-test = Envoyer une notification d’essai
social-push-unsupported = Ce navigateur ne peut pas recevoir de notifications d’un site.
social-push-needs-https = Les notifications demandent un site en https (ou localhost).
social-push-about = Sleuth vous prévient quand c’est à vous de jouer ou qu’on vous invite, même quand le site est fermé.
social-push-now-off = Les notifications sont désactivées sur cet appareil.
social-push-blocked = Les notifications sont bloquées pour ce site : autorisez-les dans les réglages du site de votre navigateur, puis réessayez.
social-push-now-on = Les notifications sont activées sur cet appareil.
social-push-failed = Ce navigateur n’a pas pu s’abonner aux notifications ({ $reason }).
social-push-test-sent = Une notification d’essai est en route.
social-push-test-unreached = Aucun de vos appareils n’a pu être joint : réactivez les notifications.
