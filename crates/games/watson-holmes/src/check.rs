//! The solvability checker: proves from the cards' facts that a case's answers are
//! determined and reachable. (Being written: see issue 11.)
