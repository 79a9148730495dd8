# People around the tables (social.js): the friends page, the home page's card
# of invitations and friends at tables, inviting someone by account name, and
# the switch for notifications.

# A table as a friend's line or an invitation names it: its game, whether it is
# rated ($rated: yes or no), whether it waits in its lobby ($state: open) or is
# in play ($state: playing), and its open seats.
social-table = { $game }{ $rated ->
        [yes] , rated
       *[no] {""}
    }, { $state ->
        [open] in its lobby
       *[playing] playing
    }{ $open ->
        [0] {""}
        [one] { " " }({ $open } seat open)
       *[other] { " " }({ $open } seats open)
    }
social-join = Join
social-watch = Watch
social-at-table = at a table now
social-online = online
social-last-seen = last seen { $when }
social-not-seen = not seen yet

## The friends page.

social-friends = Friends
social-account-name = account name
social-add = Add
social-add-label = Add a friend by account name
social-nobody-yet = Nobody yet. Add the people you play with by their account name: you will see when they are online and which tables they sit at.
social-remove = Remove
social-removed = { $name } is no longer on your list.
social-with = with { $names }
social-guest-before = A friends list belongs to an account.
social-guest-link = Log in or create an account
social-guest-after = to keep one, to be invited by name and to be told when a table waits for you.
social-name-first = Type an account name first.
social-added = { $name } is on your friends list.
social-already = { $name } was already on your list.
social-notifications = Notifications

## The home page's card.

social-card-heading = Friends and invitations
social-card-friends-link = Your friends list
social-decline = Decline
social-invites-you = { $name } invites you to { $table }
social-friend-table = { $name }: { $table }
social-card-online = Online now: { $names }. No invitation and no friend at a table.
social-card-quiet = No invitation, and none of your friends is at a table.
social-card-no-friends = No invitation. Add friends to see their tables here.

## Inviting by account name from a match's lobby.

social-invite = Invite
social-invite-label = Invite by account name
social-invited = { $name } is invited: the invitation waits on their home page.
social-invite-log-in = Log in to invite people by their account name (or send the link).

## Notifications.

social-push-on = Notify me when a table waits for me
social-push-off = Stop notifications on this device
social-push-test = Send a test notification
social-push-unsupported = This browser cannot receive notifications from a site.
social-push-needs-https = Notifications need the site on https (or localhost).
social-push-about = Sleuth tells you when it is your turn or someone invites you, even with the site closed.
social-push-now-off = Notifications are off on this device.
social-push-blocked = Notifications are blocked for this site: allow them in the browser's site settings, then try again.
social-push-now-on = Notifications are on for this device.
social-push-failed = This browser could not subscribe to notifications ({ $reason }).
social-push-test-sent = A test notification is on its way.
social-push-test-unreached = No device of yours could be reached: turn notifications on again.
