# Refusals of the live tables: creating a match, its config and seats in the
# lobby, starting it, handing a seat to a bot, playing, the rematch, the record
# and replay, the chat, and WebSocket messages the server cannot read. The
# server sends each refusal's id and arguments beside its English sentence
# (crates/server/src/live/ and ws.rs); seats are numbers counted from 1; game
# titles, bot names and people's names are passed as they are. The English text
# equals the sentence the server sends (tests/error_ids.rs checks samples).

## Creating a match

errors-live-tutorial-option = a tutorial (and its seat names) is started with { $route }, not as a match option
errors-live-unknown-game = unknown game "{ $game }"; hosted games: { $games }
errors-live-cooperative-unrated = { $game } is cooperative: it is not rated; its results show team success per scenario and difficulty
errors-live-no-stand-in-bot = no bot "{ $bot }" to stand in; this game's bots: { $bots }

errors-live-clock-initial = a real-time clock starts with 5 seconds to 24 hours (86400 s), not { $secs } s
errors-live-clock-increment = the increment per move is at most 600 seconds, not { $secs }
errors-live-clock-move-hours = a turn-based deadline is 0.25 to 720 hours (30 days) per move, not { $hours }

## The lobby: config, seats, start

errors-live-organiser-config = only the match's host may change its config
errors-live-organiser-config-or-seat = only the match's host or seat { $seat } may change its config
errors-live-organiser-start = only the match's host may start it
errors-live-organiser-start-or-seat = only the match's host or seat { $seat } may start it
errors-live-campaign-config = a campaign match's config follows its group's progress: it cannot be changed
errors-live-config-seat-count = this match has { $seats } seats and this config is for { $players }: create a new match for another table size
errors-live-lost-race = someone else changed this match at the same moment; nothing was changed, look again
errors-live-display-name = a display name has 1 to { $max } characters
errors-live-choice-in-play = the match is in play: the seat keeps the choice made before the start
errors-live-no-seat-choice = { $game } has no choice to make when joining a seat
errors-live-not-a-choice = "{ $choice }" is not a { $label } of { $game }; choose one of: { $choices }
errors-live-no-choice-list = this match's config has no { $label } per seat to choose from
errors-live-choice-taken = { $choice } is already the { $label } of seat { $seat }; choose another
errors-live-host-only-bots = only the match's host may seat bots
errors-live-seat-taken-by-player = seat { $seat } is taken by a player
errors-live-no-bots = { $game } needs people in every seat: bots cannot play it
errors-live-no-such-bot = no bot "{ $bot }"; this game's bots: { $bots }
errors-live-leave-not-yours = only the host or the seat's player may empty a seat
errors-live-leave-in-play = only the seat's player may leave a match in play
errors-live-seat-empty = seat { $seat } is empty: seat a player or a bot first
errors-live-rated-guest = seat { $seat } is a guest's: a rated match seats accounts only
errors-live-claim-not-a-person = seat { $seat } is not a person's
errors-live-claim-needs-token = only the holder of the seat's token may claim it
errors-live-claim-other-account = seat { $seat } is already another account's

## Handing an away person's seat to a bot

errors-live-hand-over-needs-seat = only a seated person may hand an absent player's seat to a bot
errors-live-hand-over-malformed = a hand_over message needs a "seat": the seat's number from 0
errors-live-hand-over-no-such-seat = this match has no seat { $seat }
errors-live-hand-over-own-seat = this is your own seat: to give it up, leave the table
errors-live-hand-over-clocks = this match has clocks: a seat whose time runs out goes to a bot by itself
errors-live-hand-over-empty = seat { $seat } is empty
errors-live-hand-over-bot = seat { $seat } is played by a bot
errors-live-hand-over-stood-in = the { $bot } bot already plays seat { $seat }
errors-live-hand-over-connected = { $name } is connected to seat { $seat }: only the seat of a person who is away may be handed to a bot
# The English sentence the server sends spells the spans out in words ("2 minutes
# 18 seconds"); this message gives each as minutes and seconds.
errors-live-hand-over-too-soon = { $name } has been away for { $away_minutes } min { $away_seconds } s: seat { $seat } may be handed to a bot after { $after_minutes } min { $after_seconds } s away, in { $left_minutes } min { $left_seconds } s

## Playing, stand-in bots, the rematch

errors-live-abandoned = the match was abandoned: a player left a game that needs people in every seat
errors-live-seat-changed = seat { $seat } changed at the same moment; nothing was changed, look again
errors-live-not-in-play = the match is not in play
errors-live-no-person = seat { $seat } has no person playing it
errors-live-not-stood-in = seat { $seat } is not played by a bot standing in
errors-live-rematch-not-over = a rematch can be asked for once the match is over
errors-live-rematch-needs-seat = only a seated person may ask for a rematch
errors-live-reclaim-needs-seat = only the seat's player may reclaim it

## The record, replay and analysis

errors-live-record-not-ended = the record is published when the match has ended
errors-live-no-analysis = { $game } has no solver, so it cannot be analysed
errors-live-no-such-step = this match has steps 0 to { $steps }

## The chat

errors-live-chat-full = this match's chat is full ({ $max } messages)
errors-live-chat-busy = the chat is too busy on other servers; send the message again

## WebSocket messages

errors-live-not-json = not JSON: { $detail }
errors-live-no-type = a message is a JSON object with a "type"
errors-live-unknown-message = unknown message type "{ $type }"; expected hello, act, chat, rematch, reclaim, hand_over or ping
errors-live-binary-frame = binary frames are not part of the protocol; send JSON text
errors-live-hello-timeout = send hello first: a connection that sends no hello within { $ms } ms is closed
errors-live-bad-since = since is the last version you have seen, a whole number from 0 to { $max }, or null; not { $value }
errors-live-bad-name = name is a display name (a string) or null
errors-live-chat-needs-text = a chat message needs a "text" string
errors-live-act-needs-action = an act message needs an "action"
errors-live-seat-given-up = seat { $seat } was given up: you are watching as a spectator

## The server itself

errors-live-store-failure = the server could not save this; nothing was changed

# A match id that names no match (a mistyped or old link), and a stored match
# this server can no longer replay ($reason: the replay's own words, English).
errors-live-no-such-match = there is no match { $match }
errors-live-match-unavailable = match { $match } cannot be restored: { $reason }
