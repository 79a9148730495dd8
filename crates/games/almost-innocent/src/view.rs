//! Views: what one viewer may see, a pure function of (state, viewer). The public
//! table (questions and every spoken answer, tokens, the Queen, abilities, signals,
//! marks, guesses) for everyone; a seat's own cards and Din's drawn cards only for
//! that seat; solutions only for `Viewer::Everyone` after the game.

use sleuth_core::{Game, Seat, Viewer};

use crate::content::ClueType;
use crate::rules::{AlmostInnocent, Phase, Pool};
use crate::types::*;

pub(crate) fn view(game: &AlmostInnocent, viewer: Viewer) -> View {
    let board = game.board;
    let code = |c: u8| board.clues[usize::from(c)].code.clone();
    let me: Option<Seat> = match viewer {
        Viewer::Seat(s) if s.index() < game.players => Some(s),
        _ => None,
    };
    let over = matches!(game.phase, Phase::Over { .. });
    let phase = match &game.phase {
        Phase::Turn => PhaseView::Turn,
        Phase::DinDraw { target } => PhaseView::DinDraw { target: *target },
        Phase::DinReveal { target } => PhaseView::DinReveal { target: *target },
        Phase::TeorMark { target } => PhaseView::TeorMark { target: *target },
        Phase::QueenChoice => PhaseView::QueenChoice,
        Phase::Proposal {
            by,
            waiting,
            agreed,
        } => PhaseView::Proposal {
            by: *by,
            waiting: *waiting,
            agreed: *agreed,
        },
        Phase::Resolution => {
            let (seat, kind) = game
                .resolution
                .as_ref()
                .map(|r| (r.order[r.seat_pos], board.types[r.type_pos]))
                .unwrap_or((game.active, board.types[0]));
            PhaseView::Resolution { kind, seat }
        }
        Phase::Over { won } => PhaseView::Over { won: *won },
    };
    let tokens = match game.pool {
        Pool::Free(n) => TokensView {
            left: n,
            quantity: None,
            kind: None,
        },
        Pool::Split { quantity, kind } => TokensView {
            left: quantity + kind,
            quantity: Some(quantity),
            kind: Some(kind),
        },
    };
    let used_by = |a| game.used.iter().find(|(u, _)| *u == a).map(|(_, s)| *s);
    let mut abilities: Vec<AbilityView> = game
        .seat_abilities
        .iter()
        .enumerate()
        .filter_map(|(s, a)| {
            a.map(|a| AbilityView {
                ability: a,
                holder: Some(Seat(s as u8)),
                used_by: used_by(a),
            })
        })
        .collect();
    if let Some(a) = game.shared {
        abilities.push(AbilityView {
            ability: a,
            holder: None,
            used_by: used_by(a),
        });
    }
    View {
        scenario: board.id.clone(),
        title: board.title.clone(),
        story: board.story.clone(),
        clues: board
            .clues
            .iter()
            .map(|c| ClueView {
                code: c.code.clone(),
                kind: c.kind,
                name: c.name.clone(),
                name_fr: c.name_fr.clone(),
                animal: (c.kind == ClueType::Culprit).then_some(c.animal),
                liquid: (c.kind == ClueType::Evidence).then_some(c.liquid),
            })
            .collect(),
        difficulty: game.config.difficulty,
        players: game.players as u8,
        viewer: me,
        grid: board.grid_codes(),
        types: board.types.clone(),
        phase,
        active: game.active,
        to_move: game.to_move(),
        tokens,
        almost_innocent_left: game.almost_innocent,
        used_lines: (0..12)
            .filter(|i| game.used_lines & (1 << i) != 0)
            .map(Line::from_index)
            .collect(),
        queen: game.queen.map(Zone::of_block),
        abilities,
        questions: game.questions.clone(),
        signals: game.signals.clone(),
        signalled_this_turn: game.signalled,
        proposed_this_turn: game.proposed,
        last_asker: game.last_asker,
        din: game.din.as_ref().map(|d| DinView {
            user: d.user,
            target: d.target,
            kinds: d.kinds.clone(),
            revealed: d.revealed.map(code),
            drawn: (me == Some(d.target) && !d.drawn.is_empty())
                .then(|| d.drawn.iter().map(|&c| code(c)).collect()),
        }),
        teor: game.teor.as_ref().map(|t| TeorView {
            user: t.user,
            target: t.target,
            zone: t.mark.map(|m| m.0),
            white: t.mark.map(|m| m.1),
            declined: t.declined,
        }),
        my_cards: me.map(|s| game.hands[s.index()].iter().map(|&c| code(c)).collect()),
        resolution: game.resolution.as_ref().map(|r| ResolutionView {
            early: r.early,
            order: r.order.clone(),
            found: r
                .found
                .iter()
                .map(|row| row.iter().map(|c| c.map(code)).collect())
                .collect(),
            wrong: r
                .wrong
                .iter()
                .map(|(s, c)| WrongGuess {
                    seat: *s,
                    clue: code(*c),
                })
                .collect(),
        }),
        solutions: (over && viewer == Viewer::Everyone).then(|| {
            (0..game.players as u8)
                .map(|s| game.solution(Seat(s)).iter().map(|&c| code(c)).collect())
                .collect()
        }),
    }
}
