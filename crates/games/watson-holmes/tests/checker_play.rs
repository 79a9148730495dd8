//! The checker models one player's visits as play does (WH-1, WH-6): zone fares
//! are counted in carriages and the Carriage Stop makes up a short purse, and a
//! rival's police token on a card of the route costs a call-off token or a
//! lockpick, or makes the case unsolvable when neither can be had.

use sleuth_watson_holmes::case::Case;
use sleuth_watson_holmes::check::{PoliceRisk, check};

/// Three cards across two zones: the first lead rules out one suspect and
/// points out on the moor, where a card rules out two more and points back to
/// town, where the last card proves the culprit (Edgar is never ruled out).
fn moor_case(extra: &str) -> Case {
    let text = format!(
        r#"
id = "the-moor-road"
title = "The Moor Road"
difficulty = 1
leads = [1]
introduction = "A test case."
solution = "Abel did it."

[rules]
starting_carriages = 1

[[zones]]
id = "town"
name = "Town"

[[zones]]
id = "moor"
name = "The Moor"
fare = 3

[[questions]]
id = "culprit"
text = "Who did it?"
choices = ["Abel Ash", "Bella Birch", "Cyril Cope", "Dora Dene", "Edgar Elm"]
accepted = ["Abel Ash"]

[[locations]]
number = 1
name = "The Inn"
zone = "town"
text = "Bella was here all night; ask on the moor."
facts = [
    {{ kind = "rules_out", question = "culprit", value = "Bella Birch" }},
    {{ kind = "points_to", location = 2 }},
]

[[locations]]
number = 2
name = "The Shepherd's Hut"
zone = "moor"
text = "Cyril and Dora were with the shepherd; the vicar saw the rest."
facts = [
    {{ kind = "rules_out", question = "culprit", value = "Cyril Cope" }},
    {{ kind = "rules_out", question = "culprit", value = "Dora Dene" }},
    {{ kind = "points_to", location = 3 }},
]

[[locations]]
number = 3
name = "The Vicarage"
zone = "town"
text = "The vicar saw Abel at the door."
facts = [{{ kind = "proves", question = "culprit", value = "Abel Ash" }}]
{extra}
"#
    );
    Case::parse(&text).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn zone_fares_are_counted_and_a_short_purse_costs_carriage_stop_rounds() {
    let case = moor_case("");
    let report = check(&case).expect("solvable");
    assert_eq!(report.fewest_visits, vec![1, 2, 3]);
    let fares: Vec<u8> = report.route.iter().map(|v| v.fare).collect();
    // The first zone entered is free; then 3 onto the moor and 1 back.
    assert_eq!(fares, vec![0, 3, 1]);
    assert_eq!(report.carriages_needed, 4);
    assert_eq!(report.starting_carriages, 1);
    assert_eq!(report.carriage_stop_rounds, 1);
    assert_eq!(
        report.lines(&case)[1],
        "carriages needed 4 of 1 at the start, so 1 more round(s) at the Carriage Stop"
    );
}

/// `carriage_stop_closed`: a route whose fares the starting carriages cannot pay
/// makes the case unsolvable, said at the rule's place; one they can pay checks.
#[test]
fn a_closed_carriage_stop_refuses_a_route_the_starting_purse_cannot_pay() {
    let mut case = moor_case("");
    case.rules.carriage_stop_closed = true;
    let problems = check(&case).expect_err("4 carriages needed, 1 held");
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert_eq!(problems[0].place, "rules.carriage_stop_closed");
    assert!(
        problems[0].message.contains("need 4 carriages")
            && problems[0].message.contains("start with 1"),
        "{}",
        problems[0]
    );
    case.rules.starting_carriages = Some(4);
    let report = check(&case).expect("4 carriages pay the fares");
    assert_eq!(report.carriage_stop_rounds, 0);
    // The Carriage Stop's gain means nothing when it is closed: the case says so.
    case.rules.carriage_stop_gain = Some(2);
    let problems = case.problems();
    assert!(
        problems
            .iter()
            .any(|p| p.place == "rules.carriage_stop_gain"),
        "{problems:?}"
    );
}

#[test]
fn carriages_a_card_gives_pay_the_fares_after_it() {
    let mut case = moor_case("");
    case.locations[1].symbols.gives_carriages = 2;
    let report = check(&case).expect("solvable");
    // 3 onto the moor, then 2 taken there pay most of the 1 back to town.
    assert_eq!(report.carriages_needed, 3);
    assert_eq!(report.carriage_stop_rounds, 1);
}

#[test]
fn a_police_token_on_a_needed_card_with_no_way_past_it_is_reported() {
    let case = moor_case("");
    let report = check(&case).expect("solvable when nobody polices");
    assert_eq!(
        report.police,
        vec![
            PoliceRisk {
                location: 1,
                fewest_visits_if_policed: None
            },
            PoliceRisk {
                location: 2,
                fewest_visits_if_policed: None
            },
            PoliceRisk {
                location: 3,
                fewest_visits_if_policed: None
            },
        ]
    );
    assert!(
        report.lines(&case)[2].contains("3 → unsolvable"),
        "{:?}",
        report.lines(&case)
    );
}

#[test]
fn a_call_off_token_on_the_way_gets_past_a_police_token_for_one_more_visit() {
    let station = r#"
[[locations]]
number = 4
name = "The Police Station"
zone = "town"
symbols = { gives_police = true, gives_call_off = true, no_police = true }
text = "The sergeant lends you his authority."
"#;
    let case = moor_case(station);
    let report = check(&case).expect("solvable");
    // Nobody polices: the station is not needed.
    assert_eq!(report.fewest_visits, vec![1, 2, 3]);
    assert_eq!(
        report.police,
        vec![
            PoliceRisk {
                location: 1,
                fewest_visits_if_policed: Some(4)
            },
            PoliceRisk {
                location: 2,
                fewest_visits_if_policed: Some(4)
            },
            PoliceRisk {
                location: 3,
                fewest_visits_if_policed: Some(4)
            },
        ]
    );
    // A card marked no_police is never at risk.
    let mut case = case;
    case.locations[2].symbols.no_police = true;
    let report = check(&case).expect("solvable");
    assert!(
        report.police.iter().all(|r| r.location != 3),
        "{:?}",
        report.police
    );
}

#[test]
fn a_lockpick_gets_past_a_police_token_and_a_lock_at_once() {
    let locksmith = r#"
[[locations]]
number = 4
name = "The Smithy"
zone = "town"
symbols = { gives_lockpick = true }
text = "The smith lends you his picks."
"#;
    let mut case = moor_case(locksmith);
    case.locations[2].symbols.needs_lockpick = true;
    let report = check(&case).expect("solvable");
    assert_eq!(report.fewest_visits.len(), 4, "{:?}", report.fewest_visits);
    let at = |n: u16| {
        report
            .fewest_visits
            .iter()
            .position(|&v| v == n)
            .expect("visited")
    };
    assert!(at(4) < at(3));
    // Policed as well as locked, the vicarage still takes one lockpick.
    let vicarage = report
        .police
        .iter()
        .find(|r| r.location == 3)
        .expect("at risk");
    assert_eq!(vicarage.fewest_visits_if_policed, Some(4));
}

#[test]
fn a_case_of_sixty_cards_in_a_chain_is_searched_exactly() {
    let mut text = String::from(
        "id = \"the-long-trail\"\ntitle = \"The Long Trail\"\ndifficulty = 5\nleads = [1]\n\
         introduction = \"i\"\nsolution = \"s\"\n\
         [[questions]]\nid = \"culprit\"\ntext = \"Who?\"\n\
         choices = [\"Abel Ash\", \"Bella Birch\", \"Cyril Cope\", \"Dora Dene\", \"Edgar Elm\"]\n\
         accepted = [\"Abel Ash\"]\n",
    );
    for n in 1..=60 {
        text.push_str(&format!(
            "[[locations]]\nnumber = {n}\nname = \"Milestone {n}\"\ntext = \"On to the next.\"\n"
        ));
        if n < 60 {
            text.push_str(&format!(
                "[[locations.facts]]\nkind = \"points_to\"\nlocation = {}\n",
                n + 1
            ));
        } else {
            text.push_str(
                "[[locations.facts]]\nkind = \"proves\"\nquestion = \"culprit\"\nvalue = \"Abel Ash\"\n",
            );
        }
    }
    let case = Case::parse(&text).unwrap_or_else(|e| panic!("{e}"));
    let report = check(&case).expect("solvable");
    assert!(report.fewest_is_exact);
    assert_eq!(report.fewest_visits, (1..=60).collect::<Vec<u16>>());
    assert_eq!(report.depth, 60);
}
