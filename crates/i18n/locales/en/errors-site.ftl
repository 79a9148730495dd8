# Refusals of the site's own routes: accounts and logging in, player profiles,
# friends and invitations, the learning aid, content ratings, languages, metrics
# and the plain HTTP checks. The server sends each id and its arguments beside
# the English sentence, which is exactly this text. Names people chose, game
# names and technical details are passed as they are.

## Accounts and logging in

errors-site-log-in-first = log in first: this needs an account's session
errors-site-account-name-length = an account name has { $min } to { $max } characters, not { $count }
errors-site-account-name-character = an account name holds letters, digits, '_', '-' and '.' only, not { $character }
errors-site-account-name-start = an account name starts with a letter or a digit
errors-site-password-length = a password has { $min } to { $max } characters
errors-site-account-name-taken = the name { $name } is taken; choose another
errors-site-login-name-rate-limited = too many wrong passwords for this account; wait a few minutes and try again
errors-site-login-address-rate-limited = too many attempts from here; wait a minute and try again
errors-site-wrong-login = wrong name or password
errors-site-wrong-current-password = the current password is wrong
errors-site-reclaim-not-yours = only the seat's player may reclaim it

## Players and leaderboards

errors-site-no-such-player = there is no player "{ $name }"
errors-site-unknown-game = unknown game "{ $game }"

## Friends, invitations and notifications

errors-site-no-account-named = no account is named { $name }
errors-site-friend-self = you cannot add yourself as a friend
errors-site-friends-full = a friends list holds at most { $max } people; remove one first
errors-site-invite-not-at-table = only someone at this table (or its host) may invite people to it
errors-site-invite-self = you are already invited: it is your table
errors-site-invitee-seated = { $name } already has a seat at this table
errors-site-invite-no-open-seat = this table has no open seat to invite anyone to
errors-site-invitations-limit = a table may send at most { $max } invitations
errors-site-push-endpoint = the subscription's endpoint must be an https URL of at most 1000 characters
errors-site-push-key = the subscription's p256dh key is not a P-256 public key in base64url
errors-site-push-auth = the subscription's auth secret is not 16 bytes in base64url

## The learning aid

errors-site-aid-rated = the learning aid is for unrated matches: a rated match is played without it
errors-site-aid-no-solver = { $game } offers no learning aid (the deduction assistant knows no solver for it)
errors-site-aid-not-allowed = this match does not allow the learning aid: its host did not allow it when making the match
errors-site-aid-needs-seat = the learning aid is for the players of this match: send your seat's token (Authorization: Bearer)
errors-site-aid-token-not-a-seat = this token does not belong to a seat of this match: the learning aid is for its players only
errors-site-aid-not-started = the match has not started yet: the learning aid opens once the game is in play
errors-site-aid-none = { $game } offers no learning aid
errors-site-aid-unavailable = the assistant is unavailable: { $detail }
errors-site-aid-game-not-hosted = the game "{ $game }" is not hosted
errors-site-aid-solver-missing = the assistant's solver "{ $solver }" is not offered
errors-site-solve-contradiction = these clues contradict each other: { $detail }
errors-site-solve-too-large = this problem is too large for the solver: { $detail }
errors-site-solve-bad-request = the solver cannot read this problem: { $detail }
errors-site-aid-unsolvable = the assistant could not solve this seat's knowledge: { $reason }
errors-site-aid-failed = the assistant failed: { $detail }

## Content statistics and ratings ($noun is case, puzzle or scenario)

errors-site-content-no-such-game = no game is named "{ $game }"; hosted games: { $hosted }
errors-site-rating-nothing-to-rate = { $game } has no case, puzzle or scenario to rate
errors-site-rating-tutorial = a tutorial is not rated: rate a { $noun } after a real game
errors-site-rating-draft = this was a test play of a draft: a { $noun } is rated once it is published
errors-site-rating-custom = this match played a { $noun } written for it alone, not one from the site: there is nothing to rate
errors-site-rating-abandoned = the match was abandoned: only a finished game's { $noun } may be rated
errors-site-rating-not-over = the match is not over yet: rate the { $noun } after the game
errors-site-rating-log-in = log in first: players rate the { $noun } they played with their account
errors-site-rating-not-a-player = only a player who held a seat of this match with their account may rate its { $noun }
errors-site-rating-body-object = the body must be a JSON object, e.g. { $example }
errors-site-rating-stars = stars must be a whole number from 1 to 5, as a JSON number (e.g. { $example }), not { $value }

## Games, rules pages and solvers

errors-site-no-game = no game "{ $game }"
errors-site-no-rules-page = { $game } has no rules page
errors-site-rules-page-malformed = the rules page is malformed: { $detail }
errors-site-rules-page-failed = the rules page: { $detail }
errors-site-no-solver = no solver "{ $solver }"
errors-site-solver-unavailable = the solver is unavailable: { $detail }
errors-site-solver-failed = the solver failed: { $detail }
errors-site-solver-no-decks = the solver "{ $solver }" has no decks
errors-site-no-web-file = game "{ $game }" has no web file "{ $path }"
errors-site-games-list-failed = the games list failed: { $detail }

## Requests

errors-site-no-such-route = no such route; see docs/protocol.md
errors-site-invalid-body = invalid request body: { $detail }
errors-site-invalid-request = invalid request: { $detail }
errors-site-body-too-large = the request body is too large
errors-site-not-found = nothing here: no such page or file
errors-site-method-not-allowed = this route does not answer this HTTP method; see docs/protocol.md
errors-site-busy = the server is busy; try again in a moment
errors-site-operation-failed = the operation failed: { $detail }
errors-site-server-failed = the server failed while answering this request
errors-site-url-too-long = URLs are limited to { $max } bytes, this one has { $size }
errors-site-headers-too-large = request headers are limited to { $max } bytes, these have { $size }
errors-site-not-json = a request body is JSON sent with Content-Type: application/json; this one's content type is { $declared }
errors-site-not-json-undeclared = a request body is JSON sent with Content-Type: application/json; this one's content type is none
errors-site-cross-origin = { $what ->
    [socket] a live connection
   *[session] a request that changes something with your session
} must come from this site's own pages: it came from "{ $origin }", and this site is { $site } (behind a reverse proxy, pass Host with its port and X-Forwarded-Proto)
errors-site-cross-origin-no-host = { $what ->
    [socket] a live connection
   *[session] a request that changes something with your session
} must come from this site's own pages: it came from "{ $origin }", and this site is unknown (no Host header) (behind a reverse proxy, pass Host with its port and X-Forwarded-Proto)

## Languages and metrics

errors-site-unknown-language = Sleuth does not speak "{ $language }"; it speaks { $known }
errors-site-metrics-off = metrics are off on this server: start it with --metrics-token (or SLEUTH_METRICS_TOKEN) to turn them on
errors-site-metrics-needs-token = GET /metrics needs the header Authorization: Bearer <the metrics token>

## Campaigns and tutorials

errors-site-no-campaign = no campaign for "{ $game }"; campaigns: { $campaigns }
errors-site-campaign-not-text = config.campaign must be a string: the campaign group's name
errors-site-no-tutorial = { $game } has no tutorial yet
