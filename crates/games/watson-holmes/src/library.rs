//! The shipped cases, parsed from `content/cases/`. (Being written: see issue 11.)
