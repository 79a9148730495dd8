//! What the lobby's content figures need to know of the games whose lobby picks
//! a piece of content (a Watson & Holmes case, a lateral puzzle, an Almost
//! Innocent scenario): the config key that names it, what people call it, and
//! each shipped piece's published difficulty with the scale it is on. The server
//! counts plays and ratings per piece without knowing any game; it asks here.

/// How a game's lobby names its content.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ContentKind {
    /// The config field holding a shipped piece's id (`case`, `puzzle`, `scenario`).
    pub config_key: &'static str,
    /// What people call one piece: "case", "puzzle", "scenario".
    pub noun: &'static str,
    /// The lowest and highest published difficulty; `None` when the pieces carry
    /// none (an Almost Innocent scenario is played at a difficulty the players
    /// choose for each match: easy, medium or detective).
    pub difficulty_scale: Option<(u8, u8)>,
}

/// The content kind of `game`, if its lobby picks content.
pub fn content_kind(game: &str) -> Option<ContentKind> {
    let (config_key, noun, difficulty_scale) = match game {
        // 0 is the introductory case, then 1 (easy) to 5 (hardest).
        "watson-holmes" => ("case", "case", Some((0, 5))),
        "lateral-puzzles" => ("puzzle", "puzzle", Some((1, 5))),
        "almost-innocent" => ("scenario", "scenario", None),
        _ => return None,
    };
    Some(ContentKind {
        config_key,
        noun,
        difficulty_scale,
    })
}

/// The published difficulty of the shipped piece `id` of `game` (`None`: no
/// such piece, or the game's pieces carry none).
pub fn shipped_difficulty(game: &str, id: &str) -> Option<u8> {
    match game {
        "watson-holmes" => sleuth_watson_holmes::library::case(id).map(|case| case.difficulty),
        "lateral-puzzles" => {
            sleuth_lateral_puzzles::library::puzzle(id).map(|puzzle| puzzle.difficulty)
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_content_kind_names_a_variant_of_its_game_with_choices() {
        let registry = crate::registry();
        let mut kinds = 0;
        for id in registry.ids() {
            let Some(kind) = content_kind(id) else {
                continue;
            };
            kinds += 1;
            let info = registry.get(id).expect("registered").info();
            let variant = info
                .variants
                .iter()
                .find(|v| v.key == kind.config_key)
                .unwrap_or_else(|| panic!("{id} has no variant {}", kind.config_key));
            assert!(!variant.choices.is_empty(), "{id}: no choices");
        }
        assert_eq!(
            kinds, 3,
            "Watson & Holmes, Lateral Puzzles, Almost Innocent"
        );
    }

    #[test]
    fn shipped_difficulties_lie_on_their_scale() {
        let registry = crate::registry();
        for id in registry.ids() {
            let Some(kind) = content_kind(id) else {
                continue;
            };
            let info = registry.get(id).expect("registered").info();
            let variant = info
                .variants
                .iter()
                .find(|v| v.key == kind.config_key)
                .expect("the content variant");
            for choice in &variant.choices {
                let found = shipped_difficulty(id, choice);
                match kind.difficulty_scale {
                    Some((low, high)) => {
                        let d = found.unwrap_or_else(|| panic!("{id} {choice}: no difficulty"));
                        assert!((low..=high).contains(&d), "{id} {choice}: {d}");
                    }
                    None => assert_eq!(found, None),
                }
            }
        }
        assert_eq!(shipped_difficulty("watson-holmes", "no-such-case"), None);
        assert_eq!(shipped_difficulty("lady-alice", "anything"), None);
    }
}
