//! The Lateral Puzzles Game (seed 002, rulings LP-1..LP-6). (Being written: see issue 12.)
