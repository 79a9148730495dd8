//! The registry of hosted games: where the build is assembled. The CLI and the
//! server find games here by id and drive them through the type-erased form, and
//! find what games offer beside their matches (the assistant's solvers, the
//! Almost Innocent campaign) here too, so neither knows any game. Adding a game
//! is one line below.

pub mod content_stats;
pub mod solvers;
pub mod studio;

use sleuth_core::Registry;

/// Ids of games that are planned but not on main yet, so that the CLI can say so.
pub const PLANNED: &[(&str, &str)] = &[
    ("havent-a-cluedo", "Haven't a Cluedo"),
    ("almost-innocent", "Almost Innocent"),
    ("watson-holmes", "Watson & Holmes"),
    ("lateral-puzzles", "Lateral Puzzles Game"),
];

/// Every game this build hosts.
pub fn registry() -> Registry {
    let mut registry = Registry::new();
    registry.register::<sleuth_lady_alice::LadyAlice>();
    registry.register::<sleuth_havent_a_cluedo::HaventACluedo>();
    registry.register::<sleuth_almost_innocent::AlmostInnocent>();
    registry.register::<sleuth_watson_holmes::WatsonHolmes>();
    registry.register::<sleuth_lateral_puzzles::LateralPuzzles>();
    registry.offer_solver(Box::new(solvers::CluedoSolver));
    registry.offer_solver(Box::new(solvers::LadyAliceSolver));
    registry.offer_campaign(Box::new(
        sleuth_almost_innocent::campaign_offer::CampaignOffer,
    ));
    registry
}

/// Planned games not yet hosted by this build.
pub fn planned() -> Vec<(&'static str, &'static str)> {
    let hosted = registry().ids();
    PLANNED
        .iter()
        .copied()
        .filter(|(id, _)| !hosted.contains(id))
        .collect()
}
