//! Each of the five games played to the end in French in headless Chromium (a
//! real `sleuth serve`, Debian's chromium and chromedriver), with a check at each
//! step that no English interface sentence is on screen: the visible text is
//! compared with the English catalogue (`Browser::english_on_screen`). One module
//! per game under tests/french/.
//!
//! Runs when SLEUTH_BROWSER_TESTS=1 (scripts/test.sh); screenshots go to
//! test-output/browser-french-<game>/.
mod support;

#[path = "french/almost_innocent.rs"]
mod almost_innocent;
#[path = "french/havent_a_cluedo.rs"]
mod havent_a_cluedo;
#[path = "french/lady_alice.rs"]
mod lady_alice;
#[path = "french/lateral_puzzles.rs"]
mod lateral_puzzles;
#[path = "french/match_pages.rs"]
mod match_pages;
#[path = "french/watson_holmes.rs"]
mod watson_holmes;
