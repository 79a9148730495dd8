# Who is here (presence.js): a seat's online or away mark in a match's seats
# bar, and handing an absent person's seat to a bot (or opening it, or ending
# the match) with the question asked first. $name is the person's name, $seat
# the seat's number, $after the time the server waits before offering it.

presence-online = online
presence-away-seconds = away { $count } s
presence-away-minutes = away { $count } min
presence-away-hours = away { $count } h
presence-away-days = { $count ->
    [one] away { $count } day
   *[other] away { $count } days
}
presence-span = { $seconds ->
    [0] { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }
   *[other] { $minutes ->
        [0] { $seconds ->
            [one] { $seconds } second
           *[other] { $seconds } seconds
        }
       *[other] { $minutes } min { $seconds } s
    }
}
presence-connected = { $name } is connected
presence-not-connected = { $name } has no connection to this match
presence-seat-connected = This player is connected
presence-seat-not-connected = This player has no connection to this match
presence-hand-why = { $name } has had no connection to this match for over { $after }.
presence-end-question = End the match for { $name }'s absence?
presence-end-detail = This game cannot go on without seat { $seat }: the match ends for everyone, abandoned, with no result.
presence-end = End the match
presence-open-question = Open { $name }'s seat?
presence-open-detail = No bot can play this game: { $name } leaves the game, and seat { $seat } opens to anyone with the invite link, who plays on from there.
presence-open = Open the seat
presence-bot-question = Hand { $name }'s seat to a bot?
presence-bot-detail = A bot plays seat { $seat } from now on, so the match goes on; { $name } takes the seat back when they return.
presence-bot-rated = This match is rated: if the bot is still playing seat { $seat } when the match ends, { $name } forfeits (placed last, rated as a loss).
presence-bot = Hand to a bot
presence-wait = Wait
presence-not-connected-to-server = Not connected to the server: reconnecting, try again in a moment.
