//! Match records for the CLI tests: bots play a game to its end as the
//! server's driver plays (the first seat the game waits for).

use sleuth_core::{Bot, Game, MatchRecord, Turn};
use sleuth_lady_alice::bots::BaselineBot;
use sleuth_lady_alice::{LadyAlice, LadyAliceConfig};

/// `bots` play a match of `G` with `config` and `seed` to its end; the record.
pub fn bots_play_to_the_end<G: Game>(
    config: &G::Config,
    seed: u64,
    bots: &mut [impl Bot<G>],
) -> MatchRecord {
    let mut game = G::new(config, seed).expect("a valid config");
    let mut record = MatchRecord::new::<G>(config, seed);
    let mut events = Vec::new();
    while game.outcome().is_none() {
        let seat = game
            .waiting_for()
            .first_seat()
            .expect("someone to wait for");
        let action = bots[seat.index()].choose(&Turn::new(&game, seat));
        game.play(seat, &action, &mut events)
            .expect("a bot's legal action");
        record.push::<G>(seat, &action);
    }
    record
}

/// A finished 4-seat Lady Alice match between baseline bots (seed 2024).
pub fn finished_lady_alice_record() -> MatchRecord {
    let mut bots: Vec<BaselineBot> = (0..4).map(BaselineBot::new).collect();
    bots_play_to_the_end::<LadyAlice>(&LadyAliceConfig::new(4), 2024, &mut bots)
}
