//! `sleuth assist` end to end: the real binary with piped input. A session with
//! suggestions and facts, undo and remove, a contradictory entry refused, the
//! envelope becoming certain, save and --load, setup from flags, and the
//! Haven't a Cluedo deck; Lady Alice sessions (3 and 4 players) the same way.

mod support;

use std::path::PathBuf;

use serde_json::Value;

/// Runs `sleuth assist ARGS` with `input` on stdin; returns (success, stdout).
fn assist(args: &[&str], input: &str) -> (bool, String) {
    let args: Vec<&str> = ["assist"].iter().chain(args).copied().collect();
    let out = support::sleuth_with_stdin(&args, input);
    let text =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    (out.status.success(), text)
}

fn temp_path(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("sleuth-assist-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir.join(name)
}

/// The cells of the last notepad row of `card` in `output`.
fn last_row(output: &str, card: &str) -> Vec<String> {
    let row = output
        .lines()
        .rfind(|l| l.starts_with(&format!("  {card} ")))
        .unwrap_or_else(|| panic!("no row for {card} in:\n{output}"));
    row[card.len() + 2..]
        .split_whitespace()
        .map(str::to_owned)
        .collect()
}

const SETUP: &str = "classic\nAnn 6, Bob 6, Cat 6\nann\nscarlett, mustard, candlestick, dagger, kitchen, ballroom\n";

#[test]
fn a_session_with_entries_undo_a_refused_contradiction_and_a_solved_envelope() {
    let input = format!(
        "{SETUP}\
suggest bob: white, pipe, study; passed cat; shown ann: dagger
suggest bob: white, dagger, study; passed cat; shown ann: dagger
has bob: revolver
entries
lacks bob: revolver
entries
undo
remove 1
entries
suggest ann: plum, rope, hall; passed bob, cat
quit
"
    );
    let (ok, out) = assist(&[], &input);
    assert!(ok, "{out}");
    // Setup answered, first notepad printed with my hand certain.
    assert!(out.contains("Notepad (exact, "), "{out}");
    // A shown card that was not suggested is refused before the solver.
    assert!(out.contains("Dagger was not suggested"), "{out}");
    assert!(
        out.contains(
            "Added entry 1: Bob suggested Mrs White, Dagger, Study; passed: Cat; Ann showed Dagger"
        ),
        "{out}"
    );
    assert!(out.contains("Added entry 2: Bob has Revolver"), "{out}");
    // The contradiction is refused with the solver's message and not added.
    assert!(
        out.contains("Refused, nothing was added: no deal is consistent: Bob must hold Revolver but also lacks it"),
        "{out}"
    );
    assert!(!out.contains("Added entry 3"), "{out}");
    let listing = out
        .split("> entries")
        .nth(2)
        .expect("second listing")
        .split("> undo")
        .next()
        .expect("listing");
    assert!(listing.contains("  2. Bob has Revolver"), "{listing}");
    assert!(!listing.contains("  3."), "{listing}");
    // Undo removes the last entry, remove N any entry.
    assert!(out.contains("Removed entry 2: Bob has Revolver"), "{out}");
    assert!(out.contains("Removed entry 1: Bob suggested"), "{out}");
    assert!(out.contains("No entries yet."), "{out}");
    assert!(out.contains("The last changes were not saved"), "{out}");
    // My own cards are certain; nobody could show plum, rope or hall.
    assert_eq!(last_row(&out, "Dagger"), ["-", "YES", "-", "-"]);
    assert_eq!(last_row(&out, "Rope"), ["YES", "-", "-", "-"]);
    assert_eq!(last_row(&out, "Lead Pipe"), ["-", "-", "50%", "50%"]);
    assert!(
        out.contains("Solved: the envelope holds Professor Plum, Rope, Hall."),
        "{out}"
    );
}

#[test]
fn names_are_case_insensitive_prefixes_and_ambiguity_is_explained() {
    let input = format!(
        "{SETUP}\
has bob: mrs
has BO: PEA, lead p, din
oneof cat: green, spanner
has bob: nothing-like-this
players
"
    );
    let (ok, out) = assist(&[], &input);
    assert!(ok, "{out}");
    assert!(
        out.contains("\"mrs\" could be Mrs White or Mrs Peacock"),
        "{out}"
    );
    assert!(
        out.contains("Added entry 1: Bob has Mrs Peacock, Lead Pipe, Dining Room"),
        "{out}"
    );
    assert!(
        out.contains("Added entry 2: Cat has one of Reverend Green, Spanner"),
        "{out}"
    );
    assert!(out.contains("unknown card \"nothing-like-this\""), "{out}");
    assert!(out.contains("1. Ann (6 cards) (you)"), "{out}");
    assert_eq!(last_row(&out, "Mrs Peacock"), ["-", "-", "YES", "-"]);
}

#[test]
fn setup_asks_again_after_a_wrong_answer_and_takes_flags() {
    // A hand of the wrong size is asked again; hand sizes must add up.
    let input = "classic\nAnn 6, Bob 6, Cat 5\nAnn, Bob, Cat\nzed\nann\nplum\nscarlett, mustard, candlestick, dagger, kitchen, ballroom\nquit\n";
    let (ok, out) = assist(&[], input);
    assert!(ok, "{out}");
    assert!(out.contains("the hand sizes sum to 17"), "{out}");
    assert!(out.contains("unknown player \"zed\""), "{out}");
    assert!(out.contains("that is 1 cards; your hand has 6"), "{out}");
    assert!(out.contains("Notepad (exact, "), "{out}");

    // The same setup from flags, on the Haven't a Cluedo deck (4 players, 17 cards dealt).
    let (ok, out) = assist(
        &[
            "--deck",
            "havent",
            "--players",
            "Ann 5, Bob 4, Cat 4, Dan 4",
            "--me",
            "dan",
            "--hand",
            "kingston, sherry, bar, library",
        ],
        "suggest me: fontana, pizza, cellar; shown bob: pizza\nquit\n",
    );
    assert!(ok, "{out}");
    assert!(
        out.contains("Added entry 1: Dan suggested Gruppenführer Fontana, Pizza oven, Wine Cellar; Bob showed Pizza oven"),
        "{out}"
    );
    assert_eq!(last_row(&out, "Pizza oven"), ["-", "-", "YES", "-", "-"]);
    let (ok, out) = assist(&["--list-decks"], "");
    assert!(ok, "{out}");
    assert!(out.contains("havent-a-cluedo (20 cards)"), "{out}");
    assert!(out.contains("Space Commander Lehman"), "{out}");
    // A bad flag is an error, not a question.
    let (ok, out) = assist(&["--deck", "monopoly"], "");
    assert!(!ok);
    assert!(out.contains("unknown deck \"monopoly\""), "{out}");
}

#[test]
fn save_and_load_keep_the_session_as_a_knowledge_document() {
    let file = temp_path("session.json");
    let _ = std::fs::remove_file(&file);
    let input = format!(
        "{SETUP}\
suggest
cat
green, rope, lounge
bob

lacks envelope: lounge
save {}
quit
",
        file.display()
    );
    let (ok, out) = assist(&[], &input);
    assert!(ok, "{out}");
    assert!(
        out.contains("Added entry 1: Cat suggested Reverend Green, Rope, Lounge; passed: Bob; nobody showed a card"),
        "{out}"
    );
    assert!(out.contains("Saved to"), "{out}");
    let document: Value =
        serde_json::from_str(&std::fs::read_to_string(&file).expect("saved")).expect("json");
    assert_eq!(document["deck"], "classic");
    assert_eq!(document["me"], "Ann");
    assert_eq!(document["suggestions"][0]["passed"][0], "Bob");
    assert_eq!(document["facts"][0]["player"], "envelope");

    // The saved file is what `sleuth solve cluedo` reads, and --load continues it.
    let (ok, out) = assist(
        &["--load", &file.display().to_string()],
        "entries\nundo\nsave\nquit\n",
    );
    assert!(ok, "{out}");
    assert!(out.contains("(2 entries)"), "{out}");
    assert!(out.contains("  2. envelope lacks Lounge"), "{out}");
    assert!(out.contains("Removed entry 2"), "{out}");
    assert!(!out.contains("not saved"), "saved before quitting: {out}");
    let document: Value =
        serde_json::from_str(&std::fs::read_to_string(&file).expect("saved")).expect("json");
    assert_eq!(document["facts"].as_array().map(Vec::len), Some(0));
    let _ = std::fs::remove_file(&file);
}

// ---------------------------------------------------------------- Lady Alice

const LADY_ALICE_SETUP: &str = "lady-alice\nAnn, Bob, Cat, Dan\nann\nmary\n";

/// The cells of the last Lady Alice notepad row of `clue` (evidence, then seats).
fn last_clue_row(output: &str, clue: &str) -> Vec<String> {
    last_row(output, clue)
}

#[test]
fn a_lady_alice_session_reaches_the_solution_with_undo_and_a_refused_contradiction() {
    let input = format!(
        "{LADY_ALICE_SETUP}\
suspect me: mary, hyde, 7h00, sextant; smiles 3
suspect bob: mary, hyde, 9h00, sextant; 2
suspect bob: mary, tippu, 9h00, sextant; smiles 2
suspect
cat
mary, kew, 7h00, journal
3
suspect dan: mary, hyde, 9h00, compass; smiles 0
counter bob: hyde; 2
pass cat
undo
remove 3
entries
accuse dan: mary, hyde, 7h00, compass; smiles 3
quit
"
    );
    let (ok, out) = assist(&[], &input);
    assert!(ok, "{out}");
    assert!(
        out.contains("Notepad (exact, 512 consistent worlds, 3,072 deals)"),
        "{out}"
    );
    assert!(
        out.contains(
            "Added entry 1: Ann suspected Mary Kingsley, Hyde Park, 7h00, Sextant: 3 smiles"
        ),
        "{out}"
    );
    // Two suspects in one suspicion: refused before the solver.
    assert!(
        out.contains("Mary Kingsley and Tippu Tip are both suspects"),
        "{out}"
    );
    assert!(
        out.contains(
            "Added entry 3: Cat suspected Mary Kingsley, Kew Gardens, 7h00, Journal: 3 smiles"
        ),
        "{out}"
    );
    // My own evidence card in a suspicion without a smile: refused with the
    // solver's sentence, which names the entries.
    assert!(
        out.contains(
            "Refused, nothing was added: no deal is consistent with these entries together: "
        ) && out.contains("Dan's suspicion Mary Kingsley, Hyde Park, 9h00, Compass: 0 smiles"),
        "{out}"
    );
    assert!(
        out.contains("Added entry 4: Bob put a counter on Hyde Park (2)"),
        "{out}"
    );
    assert!(out.contains("Removed entry 5: Cat passed"), "{out}");
    assert!(out.contains("Removed entry 3: Cat suspected"), "{out}");
    let listing = out
        .split("> entries")
        .nth(1)
        .and_then(|l| l.split("> accuse").next())
        .expect("listing");
    assert!(
        listing.contains("  3. Bob put a counter on Hyde Park (2)"),
        "{listing}"
    );
    assert!(!listing.contains("  4."), "{listing}");
    // Without Cat's suspicion, Dan's accusation leaves the object open.
    assert!(
        out.contains(
            "Added entry 4: Dan accused Mary Kingsley, Hyde Park, 7h00, Compass: 3 smiles"
        ),
        "{out}"
    );
    assert_eq!(
        last_clue_row(&out, "Mary Kingsley"),
        ["YES", "YES", "-", "-", "-"]
    );
    assert_eq!(
        last_clue_row(&out, "Hyde Park"),
        ["YES", "-", "33%", "33%", "33%"]
    );
    assert_eq!(last_clue_row(&out, "Compass")[0], "-");
    assert_eq!(last_clue_row(&out, "Journal")[0], "17%");
    assert!(out.contains("Not solved yet."), "{out}");
    assert!(out.contains("The last changes were not saved"), "{out}");

    // With Cat's suspicion kept, the accusation settles everything.
    let input = format!(
        "{LADY_ALICE_SETUP}\
suspect me: mary, hyde, 7h00, sextant; smiles 3
suspect bob: mary, hyde, 9h00, sextant; smiles 2
suspect cat: mary, kew, 7h00, journal; smiles 3
accuse dan: mary, hyde, 7h00, compass; smiles 3
quit
"
    );
    let (ok, out) = assist(&[], &input);
    assert!(ok, "{out}");
    assert!(
        out.contains("Notepad (exact, 1 consistent world, 6 deals)"),
        "{out}"
    );
    assert_eq!(
        last_clue_row(&out, "Journal"),
        ["YES", "-", "33%", "33%", "33%"]
    );
    assert!(
        out.contains("Best accusation: Mary Kingsley, Hyde Park, 7h00, Journal (certain)"),
        "{out}"
    );
    assert!(
        out.contains("Solved: the evidence is Mary Kingsley, Hyde Park, 7h00, Journal."),
        "{out}"
    );
}

#[test]
fn a_three_player_lady_alice_session_names_the_removed_category_and_loads_back() {
    let file = temp_path("lady-alice.json");
    let _ = std::fs::remove_file(&file);
    let input = format!(
        "suspect me: tippu, hyde, 7h00, compass; smiles 1\n\
accuse ann: tippu, waterloo, compass; smiles 2\n\
accuse ann: tippu, waterloo, compass; removed time; smiles 2\n\
counter me: hyde; down\n\
save {}\nquit\n",
        file.display()
    );
    let (ok, out) = assist(
        &[
            "--game",
            "lady-alice",
            "--players",
            "Ann, Bob, Cat",
            "--me",
            "cat",
            "--hand",
            "compass",
        ],
        &input,
    );
    assert!(ok, "{out}");
    assert!(out.contains("SUSPECT (removed: 33%)"), "{out}");
    assert!(
        out.contains("with 3 players an accusation names the removed category"),
        "{out}"
    );
    assert!(
        out.contains("Added entry 2: Ann accused Tippu Tip, Waterloo Station, Compass, time removed: 2 smiles"),
        "{out}"
    );
    assert!(
        out.contains("Added entry 3: Cat put a counter on Hyde Park (face down)"),
        "{out}"
    );
    assert!(out.contains("Removed category: "), "{out}");
    assert!(out.contains("Saved to"), "{out}");
    let document: Value =
        serde_json::from_str(&std::fs::read_to_string(&file).expect("saved")).expect("json");
    assert_eq!(document["players"], 3);
    assert_eq!(document["me"], 2);
    assert_eq!(document["names"][1], "Bob");
    assert_eq!(document["my_evidence"], "Compass");
    assert_eq!(document["accusations"][0]["removed"], "time");
    assert_eq!(document["counters"][0]["value"], Value::Null);

    // --load recognises a Lady Alice document and continues it.
    let (ok, again) = assist(
        &["--load", &file.display().to_string()],
        "entries\nremove 2\nquit\n",
    );
    assert!(ok, "{again}");
    assert!(again.contains("(3 entries)"), "{again}");
    assert!(
        again.contains(
            "  2. Ann accused Tippu Tip, Waterloo Station, Compass, time removed: 2 smiles"
        ),
        "{again}"
    );
    assert!(again.contains("Removed entry 2: Ann accused"), "{again}");
    let first = out
        .lines()
        .rfind(|l| l.starts_with("Removed category: "))
        .expect("special line");
    assert!(
        again.contains(first),
        "the loaded notepad matches: {first}\n{again}"
    );
    let _ = std::fs::remove_file(&file);
}

#[test]
fn a_five_player_lady_alice_session_finds_the_doubled_category() {
    // Four smiles for four clues, none of them my Sextant: the object category
    // holds both Compass and my card, so it is the doubled one.
    let (ok, out) = assist(
        &[
            "--game",
            "lady",
            "--players",
            "Ann, Bob, Cat, Dan, Eve",
            "--me",
            "eve",
            "--hand",
            "sextant",
        ],
        "suspect ann: mary, hyde, 7h00, compass; 4\nplayers\nquit\n",
    );
    assert!(ok, "{out}");
    // Before: my own card's category is doubled twice as often as another
    // (docs/deduction/lady-alice-solver.md).
    assert!(out.contains("SUSPECT (doubled: 20%)"), "{out}");
    assert!(out.contains("OBJECT (doubled: 40%)"), "{out}");
    assert!(out.contains("OBJECT (doubled: certain)"), "{out}");
    assert!(out.contains("Doubled category: object certain"), "{out}");
    assert_eq!(
        last_clue_row(&out, "Compass"),
        ["YES", "25%", "25%", "25%", "25%", "-"]
    );
    assert!(
        out.contains("Solved: the evidence is Mary Kingsley, Hyde Park, 7h00, Compass, Sextant (object doubled)."),
        "{out}"
    );
    assert!(out.contains("5. Eve (you, evidence Sextant)"), "{out}");
    let (ok, out) = assist(&["--list-decks"], "");
    assert!(ok, "{out}");
    assert!(out.contains("lady-alice (32 clues)"), "{out}");
    assert!(out.contains("Livingstone's letter"), "{out}");
}
